// (ordinal-takes-the-noun-before) Prose that dates the sittings or hand-ins of one kind of work in turn, naming the
// work once and the rest by their ordinal alone:
//   The first midterm will be given on September 21; the second on October 26.
//   … you must turn in the first paper by Thurs., Feb. 5. The second is due no later than Thurs., Mar. 19.
//   There will be two quizzes. … The second will be on 5/16.
// "the second" (no noun after it) is the second of the work named just before it, on the same line or at the end of
// the line above: it is read as that work numbered 2 ("Midterm 2"), dated by its own clause, and the singular work
// it refers back to, when unnumbered, is the first ("the first paper" is Paper 1) and keeps only the date before
// the ordinal. An ordinal followed by a word of its own ("the second week", "the third lab session") names
// something else and is left alone; a final has no second.
// One bounded pattern over one line, and a fixed slice after each match: linear.
import { classify, fold, singularNoun } from '../vocabulary/kinds.js';
import { ORDINAL_WORDS } from '../vocabulary/numbers.js';
import { ENGLISH_MONTHS, MONTH_ABBREVIATIONS, WEEKDAY_ABBREVIATIONS } from '../vocabulary/calendar.js';

export interface Named {
  title: string;
  number: number | null;
  index: number;
  end: number;
  via?: string;
}

const VIA = 'ordinal-takes-the-noun-before';

const ORDINAL = /\bthe\s{1,3}(first|second|third|fourth|fifth|sixth)(?:\s{1,3}one)?\b/gi;

// What may follow an ordinal that stands for a work: punctuation, the line's end, a verb or preposition of its
// date ("is due", "will be", "on", "by"), or the date itself.
const STANDS_ALONE = new RegExp(
  String.raw`^(?:\s{0,3}[,;:.)!?*_(]|\s*$|\s{1,3}(?:is|was|will|would|shall|on|due|by|in|at|must|should|may|can|has|takes?|falls?|covers?)\b|\s{1,3}(?:${ENGLISH_MONTHS}|${MONTH_ABBREVIATIONS}|sept|${WEEKDAY_ABBREVIATIONS})[a-z]{0,6}\b|\s{1,3}\d)`,
  'i',
);

// "… the second on" / "**October 19** (Steinbeck)": the clause goes on to its day on the next line.
const WRAPS = /^[^.;]{0,16}\b(?:on|by|due)[\s*_]*$/i;

/** The work's name without its number, count or ordinal, in the singular: "Terms Quizzes" → "Terms Quiz". */
function baseName(title: string): string {
  const bare = title
    .replace(/\s*#?\s*\d{1,2}$/, '')
    .replace(/^(?:first|second|third|fourth|fifth|sixth|two|three|four|five|six|both)\s+/i, '')
    .trim();
  const singular = singularNoun(bare);
  return singular.charAt(0).toUpperCase() + singular.slice(1);
}

const OPENING = /\bthe\s{1,3}(first|second|third|fourth|fifth|sixth)\s{1,3}$/i;

/** The lower-case ordinal that opens a work's name ("the second paper"), or null. */
export function ordinalBefore(text: string, f: Named): number | null {
  const m = OPENING.exec(text.slice(Math.max(0, f.index - 16), f.index));
  return m ? ORDINAL_WORDS[fold(m[1]!)]! : null;
}

/**
 * The works named on one line (`found`, in order), with each ordinal that stands alone read as the work named before
 * it (on the line, else `before`: the last work of the line just above) and numbered by it. Ordinals run in turn:
 * "the third" follows a second ("the fifth (Wed Oct 10) and tenth week" numbers no paper). `opensOnDate`: whether
 * the next line opens on a day, for a clause that wraps before its day.
 */
export function ordinalReferences<T extends Named>(
  text: string,
  found: readonly T[],
  before: Named | null,
  dates: readonly { index: number }[],
  opensOnDate: () => boolean = () => false,
): Named[] {
  if (!/\bthe\s/i.test(text)) return [...found];
  const out: Named[] = [...found];
  const ordinals = [...text.matchAll(ORDINAL)];
  // Whether a date stands between two offsets of the line.
  const dated = (from: number, to: number) => dates.some((d) => d.index >= from && d.index < to);
  // "the second paper": a work its lower-case ordinal opens, numbered by it only where the line reads ordinals in turn
  // (`before` comes so numbered by the caller).
  const opened = new Map<Named, number>();
  for (const f of found) {
    const n = f.number === null ? ordinalBefore(text, f) : null;
    if (n !== null) opened.set(f, n);
  }
  let fired = false;
  // "The first review is due September 11, the second, September 20": an ordinal before a word not read as work
  // names what the ordinals after it refer to; none of them is the work named before.
  let other = -1;
  for (const [oi, m] of ordinals.entries()) {
    const n = ORDINAL_WORDS[fold(m[1]!)]!;
    const at = m.index + m[0].indexOf(m[1]!);
    const end = m.index + m[0].length;
    // "the second exam", "the First Paper": the ordinal opens a name read already.
    if (out.some((f) => f.index <= end + 3 && f.end > m.index)) continue;
    if (!STANDS_ALONE.test(text.slice(end, end + 24))) {
      other = end;
      continue;
    }
    const earlier = out.filter((f) => f.end <= m.index);
    const ref = earlier.length ? earlier.reduce((a, b) => (b.end > a.end ? b : a)) : before;
    if (!ref || (other >= 0 && (!earlier.length || ref.end < other)) || classify(ref.title) === 'final') continue;
    const previous = ref.number ?? opened.get(ref) ?? null;
    if (previous !== null ? previous !== n - 1 : n > 2) continue;
    // Only an ordinal its own clause dates ("the second on October 26", "the second on" at the line's end, its day on
    // the next line) is read: "The first will assess weeks 1 to 6" adds no sitting the schedule does not date.
    const next = Math.min(
      ...found.filter((f) => f.index >= end).map((f) => f.index),
      ordinals[oi + 1]?.index ?? text.length,
      text.length,
    );
    if (!dated(end, next) && !(next === text.length && WRAPS.test(text.slice(end)) && opensOnDate())) continue;
    const name = baseName(ref.title);
    if (!/\p{L}{3}/u.test(name)) continue;
    // "the first paper … The second": the singular work referred to is the first.
    const k = out.indexOf(ref);
    if (
      n === 2 &&
      k >= 0 &&
      previous === null &&
      ref.via !== VIA &&
      !/[^s]s$/i.test(ref.title) &&
      dated(ref.end, m.index)
    )
      out[k] = { ...ref, title: `${name} 1`, number: 1, via: VIA };
    out.push({ title: `${name} ${n}`, number: n, index: at, end, via: VIA });
    fired = true;
  }
  if (fired)
    for (const [f, n] of opened) {
      const k = out.indexOf(f);
      if (k >= 0) out[k] = { ...f, title: `${baseName(f.title)} ${n}`, number: n, via: VIA };
    }
  return out.sort((a, b) => a.index - b.index);
}
