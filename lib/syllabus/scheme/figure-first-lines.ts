// A scheme written as lines that open with their weight: "5% Map quiz", "30 % for the journals (see
// below)", "10%, essay: autobiography", "30% on a mid-term exam, Monday, Oct. 7", "2.  25%   Midterm",
// "**15% One session leading the debate**", each perhaps wrapped over a line or two of details. Read as
// running text, the words before a figure are the previous line's tail, so each weight takes the name of the
// work above it, and a breakdown on the line ("35% Essays (10% for the first; 15% for the second)") looks
// like shares of its own. Three or more such lines close together are a list: each figure is named by the
// words after it, up to the first clause mark, and the rest of its line is its details. Anchored regexes
// with bounded gaps; a name is cut at a fixed length.

export interface FigureFirstLine {
  line: number;
  /** The words after the figure, up to the first clause mark. */
  name: string;
  value: number;
  /** The whole line (its details may hold a date). */
  rest: string;
}

// A list mark or a number ("2.", "2\.", "-", "*", ">") may come first, then the figure and its unit.
const OPENS_WITH_FIGURE =
  /^[ \t>*_•·-]{0,6}(?:\d{1,2}\\?[.)][ \t]{1,12})?[*_]{0,2}[ \t]?(\d{1,3}(?:\.\d{1,2})?)[ \t]?(?:%|percent\b|per cent\b)[*_]{0,2}[ \t]{0,12}(?:[,:|–—-][ \t]{0,12}|--?[ \t]{0,12})?(?:(?:for|on)[ \t]+)?([^\n]*)$/i;
// "30% of your final grade", "50% of the exam": the figure's own phrase, not a name.
const OF_PHRASE = /^(?:of|in|to|or|and|off|each|per|above|below)\s/i;
// Where a name ends: a parenthesis, a colon, a dash set apart, a semicolon, a comma, a full stop after a word.
const NAME_END = /[(:;,[]|\s[-–—]{1,2}\s|\.(?:\s|$)|\s{3}/;
const MAX_GAP = 6;

/**
 * The figure-first lines of each list of three or more. `named(name)` says whether the words name graded work.
 */
export function figureFirstLines(raw: readonly string[], named: (name: string) => boolean): FigureFirstLine[] {
  const out: FigureFirstLine[] = [];
  let list: FigureFirstLine[] = [];
  let last = -100;
  const close = () => {
    if (list.length >= 3) out.push(...list);
    list = [];
  };
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!;
    if (line.length > 400) continue;
    const m = OPENS_WITH_FIGURE.exec(line);
    if (!m) continue;
    const after = m[2]!.replace(/[*_]+/g, ' ').trim();
    // "3 papers" opens with its count; "20% 30%" is no name.
    if (!/^[A-Za-z0-9"'“]/.test(after) || /^\d{1,3}(?:\.\d{1,2})?\s?%/.test(after) || OF_PHRASE.test(after)) continue;
    const end = NAME_END.exec(after);
    // A name runs on into its details where no mark ends it: its first eight words name it.
    const name = (end ? after.slice(0, end.index) : after).slice(0, 80).trim().split(/\s+/).slice(0, 8).join(' ');
    if (!name || !/[A-Za-z]{2}/.test(name) || /^[A-F][+-]?(?:\s|$)/.test(name) || !named(name)) continue;
    if (i - last > MAX_GAP) close();
    last = i;
    if (list.length < 30) list.push({ line: i, name, value: Number(m[1]), rest: line.trim() });
  }
  close();
  return out;
}
