// Leaders of spaced dots between a name and its figure ("Mid-term exam . . . . . .20%", "Essay . . . . 25%"):
// the last dot glued to the figure reads as a decimal point (".20%" is a fifth of a percent) and the spaced
// dots as the ends of sentences, so the row loses its figure or its name. The leader is blanked (offsets
// kept), leaving the wide gap every reader takes for a cell boundary. Only a spaced leader, and only before a
// figure with its unit. Linear: one pass over the text, each dot looked at once.

const FIGURE_WITH_UNIT = /^\d{1,3}(?:\.\d{1,2})?\s?(?:%|percent\b|points?\b|pts\b)/i;
/** Dots a leader has at least ("..." may be an ellipsis; a leader has more, or spaces between). */
const MIN_DOTS = 3;

export function blankDotLeaders(text: string): string {
  if (!/\.\s?\.\s?\./.test(text)) return text;
  let out = '';
  let from = 0;
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '.') {
      i++;
      continue;
    }
    // A run of dots, single spaces allowed between them.
    const start = i;
    let dots = 0;
    let end = i;
    while (i < text.length) {
      if (text[i] === '.') {
        dots++;
        i++;
        end = i;
      } else if (text[i] === ' ' && text[i + 1] === '.') i++;
      else break;
    }
    if (dots < MIN_DOTS) continue;
    let after = end;
    while (after < text.length && after - end < 4 && (text[after] === ' ' || text[after] === '\t')) after++;
    // Glued dots ("Midterm.........20%", "Take home exam. (Must be typed).......20%") are read as they are,
    // and three of them are an ellipsis ("and so on... 20% of"): blanking them lost more rows than it won
    // over the web pages it changed. Only a spaced leader is blanked.
    if (!text.slice(start, end).includes(' ')) continue;
    if (!FIGURE_WITH_UNIT.test(text.slice(after, after + 16))) continue;
    out += text.slice(from, start) + ' '.repeat(end - start);
    from = end;
  }
  return from === 0 ? text : out + text.slice(from);
}

// A leader too long for its line, wrapped with its figure onto the next one:
//
//   Reading journal (weekly) . . . . . . . . . . . . . . . . . .
//   . . . .35%
//
// The line of dots and the figure is moved up onto the name's line (its own line left empty, so every line keeps
// its number) and the dots are written spaced, so that the leader reads as one and is blanked like any other.
/** A line that ends on a spaced leader. */
const LEADER_END = /\.[ \t]?\.[ \t]?\.[ \t]*$/;
/** A line of the leader's last dots and the figure with its unit (a quotation mark before them allowed). */
const LEADER_TAIL =
  /^[ \t>]{0,8}((?:\.[ \t]{0,4}){1,80})(\d{1,3}(?:\.\d{1,2})?\s?(?:%|percent\b|points?\b|pts\b))[ \t*]*$/i;
const MAX_LINE = 300;

export function joinWrappedDotLeaders(text: string): string {
  if (!/\.[ \t]?\.[ \t]?\.[ \t]*\r?\n[ \t>]{0,8}\./.test(text)) return text;
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (line.length > MAX_LINE || !LEADER_END.test(line) || !line.includes('. .') || !/\p{L}{2}/u.test(line)) continue;
    const next = lines[i + 1]!.replace(/\r$/, '');
    if (next.length > MAX_LINE) continue;
    const tail = LEADER_TAIL.exec(next);
    if (!tail) continue;
    const dots = (tail[1]!.match(/\./g) ?? []).length;
    lines[i] = `${line.trimEnd()} ${'. '.repeat(dots)}${tail[2]}`;
    lines[i + 1] = '';
    i++;
  }
  return lines.join('\n');
}

// (join-wrapped-bare-leaders) The same wrap before a bare figure, the list's unit stated once or not at all:
//
//   Term paper . . . . . . . . . . . . . . . . . . . . . . 50%
//   Final Exam . . . . . . . . . . . . . . . . . . . . . . . . .
//   . 20
//   Participation . . . . . . . . . . . . . . . . . . . . . . . .
//   . . 10  (attendance included)
//   Total Points . . . . . . . . . . . . . . . . . . . . . . . .
//
// A bare number after a leader is anything alone (a contents page's "Chapter 3 . . . / . . 35"), so the wraps of a
// list are joined only when its leader rows (three or more, each within a few lines of the last) make the whole: 100,
// or the figure of a "Total" row closing them. A line of dots alone may stand between the name and the figure, and
// a note after the figure ("(12 quizzes, drop the lowest)") moves before the leader, so that the figure ends the line
// as the readers of bare leaders expect. Linear: each line looked at a bounded number of times.
const BARE_TAIL = /^[ \t>]{0,8}((?:\.[ \t]{0,6}){0,80})(\d{1,4}(?:\.\d{1,2})?)[ \t*_]*(\(.{0,120})?$/;
/** A line of leader dots alone (a leader wrapped twice). */
const DOTS_ONLY = /^[ \t>]{0,8}(?:\.[ \t]{0,6}){2,120}$/;
/** A row printed whole: a name, a spaced leader, a figure with or without its unit, perhaps a note. */
const WHOLE_ROW =
  /\.[ \t]?\.[ \t]?\.[ \t]{0,6}(\d{1,4}(?:\.\d{1,2})?)[ \t]?(%|points?\b|pts\b)?[ \t*_]*(?:\(.{0,120})?$/i;
const TOTAL_LABEL = /^[\s>*_[]*total\b/i;
/** A line that ends on a spaced leader, its dots a few spaces apart at most. */
const SPACED_LEADER_END = /\.[ \t]{0,3}\.[ \t]{0,3}\.[ \t]*$/;
/** The bare figure after a row's leader, before its note if any. */
const BARE_FIGURE_AT_END = /(?<=\.[ \t]{0,6})(\d{1,4}(?:\.\d{1,2})?)[ \t*_]*(?=\(|$)/;
/** Lines that may stand between two rows of one list (quotation marks, blank lines). */
const MAX_ROW_GAP = 4;

interface LeaderRow {
  start: number;
  end: number;
  value: number;
  unit: string;
  label: string;
  /** Set on a wrapped row: the joined line. */
  joined?: string;
}

function bareLeaderRow(lines: readonly string[], i: number): LeaderRow | null {
  const line = lines[i]!.replace(/\r$/, '');
  if (line.length > MAX_LINE || !/\p{L}{2}/u.test(line)) return null;
  const whole = WHOLE_ROW.exec(line);
  if (whole && line.includes('. .')) {
    return {
      start: i,
      end: i,
      value: Number(whole[1]),
      unit: (whole[2] ?? '').toLowerCase(),
      label: line.slice(0, whole.index),
    };
  }
  if (!SPACED_LEADER_END.test(line) || !line.includes('. .')) return null;
  let j = i + 1;
  while (j < lines.length && j <= i + 2 && lines[j]!.length <= MAX_LINE && DOTS_ONLY.test(lines[j]!)) j++;
  const next = lines[j]?.replace(/\r$/, '');
  if (next === undefined || next.length > MAX_LINE) return null;
  const tail = BARE_TAIL.exec(next);
  if (!tail) return null;
  const note = tail[3] ? `${tail[3].trim()} ` : '';
  const dots = Math.max(3, (tail[1]!.match(/\./g) ?? []).length);
  let cut = line.length;
  while (cut > 0 && (line[cut - 1] === '.' || line[cut - 1] === ' ' || line[cut - 1] === '\t')) cut--;
  const name = line.slice(0, cut);
  const joined = `${name} ${note}${'. '.repeat(dots)}${tail[2]}`;
  return { start: i, end: j, value: Number(tail[2]), unit: '', label: line, joined };
}

export function joinWrappedBareLeaders(text: string): string {
  if (!/\.[ \t]?\.[ \t]?\.[ \t]*\r?\n/.test(text)) return text;
  const lines = text.split('\n');
  const rows: LeaderRow[] = [];
  for (let i = 0; i < lines.length; i++) {
    const row = bareLeaderRow(lines, i);
    if (!row) continue;
    rows.push(row);
    i = row.end;
  }
  let changed = false;
  let from = 0;
  for (let k = 1; k <= rows.length; k++) {
    if (k < rows.length && rows[k]!.start - rows[k - 1]!.end <= MAX_ROW_GAP + 1) continue;
    const run = rows.slice(from, k);
    from = k;
    if (run.length < 3 || !run.some((r) => r.joined && !r.unit)) continue;
    const units = new Set(run.map((r) => (r.unit.startsWith('p') ? 'pt' : r.unit)).filter(Boolean));
    if (units.size > 1) continue;
    const totalAt = run.findIndex((r) => TOTAL_LABEL.test(r.label));
    const parts = totalAt >= 0 ? run.slice(0, totalAt) : run;
    const sum = parts.reduce((s, r) => s + r.value, 0);
    const whole = totalAt >= 0 ? run[totalAt]!.value : units.has('pt') ? -1 : 100;
    if (parts.length < 3 || Math.abs(sum - whole) > 0.5) continue;
    // The run makes the whole, so its bare figures carry the unit the whole is in.
    const unit = totalAt >= 0 || units.has('pt') ? ' points' : '%';
    for (const r of totalAt >= 0 ? run.slice(0, totalAt + 1) : run) {
      if (r.unit) continue;
      const line = r.joined ?? lines[r.start]!.replace(/\r$/, '');
      const figure = BARE_FIGURE_AT_END.exec(line);
      lines[r.start] = figure
        ? `${line.slice(0, figure.index)}${figure[1]}${unit}${line.slice(figure.index + figure[0].length)}`
        : line;
      for (let j = r.start + 1; j <= r.end; j++) lines[j] = '';
      changed = true;
    }
  }
  return changed ? lines.join('\n') : text;
}
