// A list item whose name wraps onto the next line, its weight at the end of it:
//     3. Develop an adapted teaching module
//     (must be in a kit-based format) 40%
// The item is joined onto the line of its weight (the lines it took blanked, the line numbers kept), so the
// weight has its name. Only an item with no figure of its own, continued by one line that is no item, heading
// or table row and ends on the weight (an item wrapped over more lines is prose that explains it). Linear:
// each item looks at most one line on, past at most six blank ones.

const MAX = 300;
const MAX_BLANKS = 6;
const ITEM = /^[>\s]{0,8}(?:\d{1,2}[.)-]|[-*•+]|[a-z][.)])\s+\S/;
const FIGURE = /\d\s?(?:%|percent\b|points?\b|pts\b)/i;
const ENDS_ON_WEIGHT = /(?:^|[\s(])\**\d{1,3}(?:\.\d{1,2})?\s?(?:%|percent|points?|pts\.?)\**\)?\s*$/i;
// A short label that ends on a word no label ends with ("Attendance and" / "participation 10%") goes on
// below, as a list item does; what goes on must start in lower case.
const OPEN_LABEL = /^[>\s]{0,8}\p{L}[\p{L}' -]{0,60}\s(?:and|or|of|&)\s*$/iu;
const NOT_CONTINUED = /^\s*(?:#|\||>?\s*$)/;

export function joinWrappedItems(text: string): string {
  if (!/%|percent|points?|pts/i.test(text)) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length - 1; i++) {
    const head = lines[i]!;
    if (head.length > MAX || FIGURE.test(head) || !/\p{L}{3}/u.test(head)) continue;
    const open = !ITEM.test(head) && OPEN_LABEL.test(head);
    if (!open && !ITEM.test(head)) continue;
    let blanks = 0;
    for (let k = i + 1; k < lines.length && k <= i + 1 + blanks; k++) {
      const l = lines[k]!;
      // Blank lines a page converter left inside the item: what follows them must visibly go on.
      if (!l.trim() && k === i + 1 + blanks && blanks < MAX_BLANKS) {
        blanks++;
        continue;
      }
      if (l.length > MAX || !l.trim() || NOT_CONTINUED.test(l) || ITEM.test(l) || l.includes('|')) break;
      if ((blanks || open) && k === i + 1 + blanks && !/^\s*[(a-z]/.test(l)) break;
      const weighted = FIGURE.test(l);
      if (weighted && !ENDS_ON_WEIGHT.test(l)) break;
      if (!weighted) continue;
      // One weight in the whole item: several are a list of their own.
      if ((l.match(/\d\s?(?:%|percent\b|points?\b|pts\b)/gi) ?? []).length > 1) break;
      const joined = lines
        .slice(i, k + 1)
        .filter((s) => s.trim())
        .map((s, n) => (n ? s.replace(/^[>\s]+/, '') : s.trimEnd()));
      // The item is read where its weight is.
      for (let n = i; n < k; n++) lines[n] = '';
      lines[k] = joined.join(' ');
      changed = true;
      i = k;
      break;
    }
  }
  return changed ? lines.join('\n') : text;
}
