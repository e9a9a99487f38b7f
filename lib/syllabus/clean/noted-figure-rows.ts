// A run of rows of graded work, each a name and a bare figure, some with a note after the figure (a day, "TBA",
// words in parentheses), the rows apart by blank lines or a wide gap between the columns:
//
//   Midterm test 1 35 (Tuesday March 3)
//   Midterm test 2 35 (Tuesday April 7)
//   Field report 20 Apr. 21
//   Participation 10
//   Total 100
//
// Every share reader takes a row's last figure for its share, so the note's day ("21") or no figure at all
// ("TBA") ends such a row, and the scheme is lost. The rows count when three or more follow one another (blank
// lines between them), one at least with a note, and their figures make the whole: 100, or the figure of a
// total row among them ("Total points 500"). Then each noted row is written with its note before its figure
// ("Field report (Apr. 21) 20"), the same number of lines, in place, so the rows read as name and figure.
// Linear: one regex of bounded quantifiers per line of bounded length.
import {
  ENGLISH_MONTHS,
  ENGLISH_WEEKDAYS,
  MONTH_ABBREVIATIONS,
  WEEKDAY_ABBREVIATIONS,
} from '../vocabulary/calendar.js';

const MAX_LINE = 160;
/** A day a note opens with: "Oct. 6", "Wednesday", "TBA"; what follows it on the line is the note's too. */
const DAY = String.raw`(?:${ENGLISH_MONTHS}|sept|${MONTH_ABBREVIATIONS})\.?\s{0,2}\d{1,2}\b|(?:${ENGLISH_WEEKDAYS}|tues|thurs|${WEEKDAY_ABBREVIATIONS})\b|tb[ad]\b|to be (?:announced|determined)\b`;
/** Leading markup, the name (opening with a letter, no bar), the figure, and the note: words in parentheses
 * alone, or a day and what follows it. */
const ROW = new RegExp(
  String.raw`^([\s>*_#-]{0,12})(\p{L}[^|%]{0,70}?)\s{1,40}(\d{1,4}(?:\.\d{1,2})?)(?:\s{1,40}(\([^()%]{2,60}\)|(?:${DAY})[^|%]{0,80}))?\s*$`,
  'iu',
);
const isTotal = (name: string) => /^(?:total|sum)\b/i.test(name);

interface Row {
  line: number;
  /** The line's leading markup, and its carriage return if it has one. */
  lead: string;
  end: string;
  name: string;
  value: number;
  figure: string;
  note: string;
}

export function notedFigureRows(text: string): string {
  const lines = text.split('\n');
  let changed = false;
  let run: Row[] = [];
  const flush = () => {
    const named = run.filter((r) => !isTotal(r.name));
    const total = run.find((r) => isTotal(r.name));
    const sum = named.reduce((s, r) => s + r.value, 0);
    const whole = total ? Math.abs(sum - total.value) <= 0.5 : Math.abs(sum - 100) <= 1;
    if (named.length >= 3 && whole && named.some((r) => r.note)) {
      for (const r of named) {
        if (!r.note) continue;
        const note = r.note.startsWith('(') && r.note.endsWith(')') ? r.note : `(${r.note})`;
        lines[r.line] = `${r.lead}${r.name} ${note} ${r.figure}${r.end}`;
      }
      changed = true;
    }
    run = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (!l.trim()) continue;
    const m = l.length <= MAX_LINE && !l.includes('|') ? ROW.exec(l) : null;
    if (!m) {
      if (run.length) flush();
      continue;
    }
    const name = m[2]!.replace(/[*_]+/g, ' ').trim();
    if (!/\p{L}{2}/u.test(name)) {
      if (run.length) flush();
      continue;
    }
    run.push({
      line: i,
      lead: m[1]!,
      end: l.endsWith('\r') ? '\r' : '',
      name,
      value: Number(m[3]),
      figure: m[3]!,
      note: (m[4] ?? '').trim(),
    });
  }
  if (run.length) flush();
  return changed ? lines.join('\n') : text;
}
