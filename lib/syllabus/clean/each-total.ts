// A plain-text table laid out in columns of spaces whose header gives each row two figures, one per member and
// one for the whole component ("Percent-Each   Percent-Total", "Points each   Total points"):
//     Five Exams    7          35
//     Three Essays  5, 7, 8    20
// The total is the component's share of the grade; the per-member figure only restates it. The per-member
// column is blanked and the total given its unit ("35%"), so every scheme reader reads one figure per row.
// Linear: each line is split once into its parts, and a table is read once from its header down.

const MAX = 300;
const EACH_HEAD = /^(?:(percent(?:age)?|pct|%|weight|points?|pts|marks?)[\s-]?(?:each|per (?:item|member))|each)$/i;
const TOTAL_HEAD =
  /^(?:(percent(?:age)?|pct|%|weight|points?|pts|marks?)[\s-]?total|total(?:[\s-](percent(?:age)?|%|weight|points?|pts|marks?))?)$/i;
const FIGURE = /^\d{1,3}(?:\.\d{1,2})?$/;
const FIGURES = /^\d{1,3}(?:\.\d{1,2})?(?:\s?,\s?\d{1,3}(?:\.\d{1,2})?){0,11}$/;

interface Part {
  text: string;
  at: number;
  end: number;
}

/** Parts of a line separated by two spaces or more, or by a pipe (a table beside this one). */
function parts(line: string): Part[] {
  const out: Part[] = [];
  for (const m of line.matchAll(/[^\s|]+(?: [^\s|]+)*/g))
    out.push({ text: m[0], at: m.index, end: m.index + m[0].length });
  return out;
}

const near = (p: Part, h: Part) => p.at <= h.end + 2 && p.end >= h.at - 2;

export function eachTotalColumns(text: string): string {
  if (!/each/i.test(text) || !/total/i.test(text)) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i]!;
    if (head.length > MAX || head.includes('\t') || /\d/.test(head) || !/each/i.test(head)) continue;
    const hs = parts(head);
    const each = hs.find((h) => EACH_HEAD.test(h.text));
    const total = hs.find((h) => TOTAL_HEAD.test(h.text));
    if (!each || !total || total.at <= each.end) continue;
    const words = `${each.text} ${total.text}`.toLowerCase();
    const unit = /point|pts|mark/.test(words) ? ' points' : '%';
    const rows: { line: number; each: Part | undefined; total: Part }[] = [];
    let blanks = 0;
    let j = i + 1;
    for (; j < lines.length && j <= i + 40; j++) {
      const l = lines[j]!;
      if (!l.trim()) {
        if (++blanks >= 2) break;
        continue;
      }
      blanks = 0;
      if (l.length > MAX || l.includes('\t')) break;
      const ps = parts(l);
      const t = ps.find((p) => near(p, total));
      // A row: a name first, a figure under the total; the per-member figures, if any, under their heading.
      if (!t || !FIGURE.test(t.text) || !ps[0] || !/\p{L}/u.test(ps[0].text) || ps[0].at >= each.at) break;
      const e = ps.find((p) => p !== t && p !== ps[0] && near(p, each));
      if (e && !FIGURES.test(e.text)) break;
      rows.push({ line: j, each: e, total: t });
    }
    if (rows.length < 2) continue;
    for (const r of rows) {
      let l = lines[r.line]!;
      if (r.each) l = `${l.slice(0, r.each.at)}${' '.repeat(r.each.end - r.each.at)}${l.slice(r.each.end)}`;
      lines[r.line] = `${l.slice(0, r.total.end)}${unit}${l.slice(r.total.end)}`;
    }
    changed = true;
    i = j - 1;
  }
  return changed ? lines.join('\n') : text;
}
