// Rule share-named-near-figure: a percentage no other reader made a share of ("This paper is due December 10th, and
// will count towards 45% of the course grade", "a map question: 5% of the grade, a short paper …: 25% of the
// grade", "50% of your final grade will be based on class participation") becomes a candidate when a word of
// graded work stands next to it in its clause, before the figure (the last such word) or after it ("based on …").
// It is only a candidate: the run the finder chooses must still make the whole, and its label reads a little
// lower than a share a reader named, so that a run of named shares wins a tie. Per line, bounded windows.

/** A figure in percent (not a range's end, not a decimal's tail). */
const PERCENT = /(?<![\d.,/-])(\d{1,3}(?:\.\d{1,2})?)\s?(?:%|percent\b|per cent\b)(?!\s?[-–]\s?\d)/gi;
/** Where a clause breaks: a sentence's end, a semicolon, a colon closing a label. */
const CLAUSE_BREAK = /[.!?;](?:\s|$)|\n\s*\n/g;
/** The figure weighs the grade: "of the grade", "of your final grade", "of the course grade", "toward the grade". */
const OF_GRADE =
  /^\s*\)?\**\s*(?:of|toward|towards|to)\s+(?:the\s+|your\s+|their\s+)?(?:(?:final|course|total|overall|semester|class|seminar)\s+){0,2}(?:grade|mark)s?\b/i;
/** "… will be based on class participation": the work named after the figure's clause. */
const BASED_ON =
  /^[^.;:\n]{0,60}?\b(?:based\s+on|determined\s+by|comes?\s+from|from)\s+(?:the\s+|your\s+|a\s+|an\s+)?/i;
const STOP =
  /^(?:of|on|in|for|to|with|by|about|from|and|or|is|are|be|will|was|were|as|at|the|a|an|your|their|this|that|these|those|each|which|it|its|due|count|counts|worth)$/i;

export interface NearShare {
  value: number;
  title: string;
  line: number;
  /** The words between the name and the figure say "each" ("each paper 20%"). */
  each: boolean;
}

/**
 * The percentages of `raw` weighing the grade whose clause names graded work (`isWork` on a word run), where
 * `taken(line, value)` says no reader made a share of it already.
 */
export function sharesNamedNear(
  raw: readonly string[],
  isWork: (phrase: string) => boolean,
  notAShare: (window: string) => boolean,
  taken: (line: number, value: number) => boolean,
  linesBack = LINES_BACK,
): NearShare[] {
  const out: NearShare[] = [];
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!;
    if (line.length > 2000 || !/%|percent|per cent/i.test(line)) continue;
    const prev = linesBefore(raw, i, linesBack);
    const next = i + 1 < raw.length ? raw[i + 1]!.slice(0, 300) : '';
    const text = `${prev}\n${line}\n${next}`;
    const offset = prev.length + 1;
    for (const m of line.matchAll(PERCENT)) {
      const value = Number(m[1]);
      const at = offset + m.index;
      const end = at + m[0].length;
      if (!(value > 0 && value < 100) || taken(i, value)) continue;
      const after = text.slice(end, end + 120);
      if (!OF_GRADE.test(after)) continue;
      // The clause the figure stands in: from the last break to the next.
      let start = clauseStart(text, at);
      // Not across another figure (a share of its own, on this line or the one before).
      const from = start;
      for (const f of text.slice(from, at).matchAll(PERCENT)) start = from + f.index + f[0].length;
      const before = text.slice(start, at);
      const tail = text.slice(end, clauseEnd(text, end));
      // What the figure weighs is the grade (OF_GRADE): "students" there are those who do the work, no statistic.
      if (notAShare(`${before.slice(-80)}${m[0]}${tail.slice(0, 60)}`.replace(/\bstudents?\b/gi, ' '))) continue;
      let title = lastWorkPhrase(before, isWork);
      if (!title) {
        const based = BASED_ON.exec(tail);
        if (based) title = firstWorkPhrase(tail.slice(based[0].length), isWork);
      }
      if (!title) continue;
      out.push({ value, title, line: i, each: /\beach\b/i.test(before.slice(-60)) });
    }
  }
  return out;
}

/** Lines a clause may reach back over (share-named-up-the-clause): a sentence naming the work, then its figure lines on. */
const LINES_BACK = 3;

/**
 * The non-blank lines just before line `i`, up to LINES_BACK of them and 400 characters (a blank line ends the
 * paragraph): "2) A final take home essay (10-15" / "pages) to be written …" / "… (2/3 of final grade)" is named
 * two lines up. The clause break (a sentence's end, a semicolon) still bounds what names the figure.
 */
function linesBefore(raw: readonly string[], i: number, back: number): string {
  let s = i;
  while (s > 0 && i - s < back && raw[s - 1]!.trim()) s--;
  return s < i ? raw.slice(s, i).join('\n').slice(-400) : '';
}

function clauseStart(text: string, at: number): number {
  let start = 0;
  for (const b of text.slice(Math.max(0, at - 400), at).matchAll(CLAUSE_BREAK))
    start = Math.max(0, at - 400) + b.index + b[0].length;
  return start;
}

/** The same break, for one search (no global state: a /g regex's lastIndex would leak into the next page). */
const ONE_BREAK = /[.!?;](?:\s|$)|\n\s*\n/;

function clauseEnd(text: string, from: number): number {
  const b = ONE_BREAK.exec(text.slice(from, from + 300));
  return b ? from + b.index : Math.min(text.length, from + 300);
}

const WORD = /[\p{L}][\p{L}'’-]{0,30}/gu;

/** The last graded-work word of `text` with up to three words of its own before it ("short paper", "map question"). */
function lastWorkPhrase(text: string, isWork: (phrase: string) => boolean): string {
  const words = [...text.replace(/[*_[\]]/g, ' ').matchAll(WORD)].map((w) => w[0]);
  for (let k = words.length - 1; k >= 0; k--) {
    if (!isWork(words[k]!)) continue;
    let s = k;
    while (s > 0 && k - s < 3 && !STOP.test(words[s - 1]!) && !/^\p{Lu}{2,}$/u.test(words[s - 1]!)) s--;
    return words.slice(s, k + 1).join(' ');
  }
  return '';
}

/** The first graded-work phrase of `text`: its words up to the work word ("class participation"), three at most before it. */
function firstWorkPhrase(text: string, isWork: (phrase: string) => boolean): string {
  const words = [...text.replace(/[*_[\]]/g, ' ').matchAll(WORD)].map((w) => w[0]).slice(0, 5);
  for (let k = 0; k < words.length; k++) {
    if (STOP.test(words[k]!)) return '';
    if (isWork(words[k]!)) return words.slice(0, k + 1).join(' ');
  }
  return '';
}
