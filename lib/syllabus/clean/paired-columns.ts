// One table giving two schemes side by side, the figures of each row paired by a slash under a header that
// pairs them too ("Grading:    Undergraduate / Graduate  (%)", then "Lab reports    25  /  20"): the first
// figure of each pair is the scheme, when the first figures make the whole. Each row keeps its name and
// that figure with its unit ("Lab reports    25%"); a row with no first figure (work only the second group
// does) keeps its name alone. Linear: each line is matched once by a pattern of bounded length, and a header
// looks at the rows below it only until the first line that is no row.

const MAX = 200;
const HEADER = /\S\s?\/\s?\S/;
const UNIT = /\(%\)|%|\bpercent|\bpoints?\b|\bpts\b|\bweight/i;
const ROW =
  /^([>\s]{0,12})([^\d/|\s][^/|\s]{0,40}(?: [^/|\s]{1,40}){0,10})\s{2,}(\d{1,3}(?:\.\d{1,2})?)?\s{0,8}\/\s{0,8}(\d{1,3}(?:\.\d{1,2})?)\s*$/;

export function pairedColumns(text: string): string {
  if (!text.includes('/')) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i]!;
    if (head.length > MAX || !HEADER.test(head) || !UNIT.test(head) || ROW.test(head)) continue;
    const rows: { line: number; m: RegExpExecArray }[] = [];
    let j = i + 1;
    // Blank lines between the header and its first row; none between rows.
    while (j < lines.length && j <= i + 3 && !lines[j]!.trim()) j++;
    for (; j < lines.length && rows.length < 20; j++) {
      const l = lines[j]!;
      const m = l.length <= MAX ? ROW.exec(l) : null;
      if (!m) break;
      rows.push({ line: j, m });
    }
    if (rows.length < 2) continue;
    const first = rows.filter((r) => r.m[3] !== undefined);
    const sum = first.reduce((s, r) => s + Number(r.m[3]), 0);
    if (first.length < 2 || Math.abs(sum - 100) > 1) continue;
    const unit = /point|pts/i.test(head) && !/%|percent/i.test(head) ? ' points' : '%';
    for (const { line, m } of rows) lines[line] = `${m[1]}${m[2]}${m[3] === undefined ? '' : `    ${m[3]}${unit}`}`;
    changed = true;
    i = j - 1;
  }
  return changed ? lines.join('\n') : text;
}
