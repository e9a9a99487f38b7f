import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';
import { ENGLISH_TENS, englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';
import { wordTable } from '../vocabulary/table.js';
// Shares written in words: "Ten percent of the grade is participation", "twenty-five per cent",
// "the mid-term contributes half of the grade and the final the other half", "one third of the
// course grade". Each becomes the figure the share finder reads ("10%", "50% of the grade"), line
// by line; the regexes are anchored on words and hold no nested unbounded quantifier.

const UNITS = englishNumbers(1, 9);
const SMALL = englishNumbers(1, 19);
const TENS = ENGLISH_TENS;

const PERCENT_WORDS = new RegExp(
  `(?<![A-Za-z0-9])(?:(${Object.keys(TENS).join('|')})(?:[- ](${englishNumberPattern(1, 9)}))?|(${englishNumberPattern(1, 19)})|(?:one|a) hundred)[ -](?:percent|per cent|per-cent)(?![A-Za-z0-9])`,
  'gi',
);
const FRACTION =
  /\b(?:(?:one|a)[- ](half|third|quarter|fourth|fifth|sixth)|(half)|(two)[- ](thirds)|(three)[- ](quarters))(?= of (?:the |your )?(?:final |course |overall |total |class )?(?:grade|mark|score)\b)/gi;
// count-as-fraction: "each test will count as one-fourth, the final examination will count as one-fourth",
// "the paper counts for one third.": a fraction right after a weighting verb is a share of the grade even
// when the sentence never names the grade; "worth a half point", "counts as one half an absence" are not.
const VERB_FRACTION =
  /\b((?:count(?:s|ed)?(?:[ ](?:as|for))?|worth|constitutes?|accounts?[ ]for|makes?[ ]up|represents?|comprises?)[ ])(?:one|a)[- ](half|third|quarter|fourth|fifth|sixth)\b(?=[ ]?(?:[,.;:)]|$|of\b|and\b|each\b))/gi;
// paren-fraction: "Midterm exam (1/3), final exam (1/3), and term paper", "papers (1/2) and exam (1/6)": a
// fraction in parentheses right after the name of graded work is its share. Not after a number or a day
// ("Week 4 (2/3)", "34(1/2)": a date, an issue).
const PAREN_FRACTION = new RegExp(
  String.raw`(\b(?:${ASSESSMENT_NOUN}|participation|attendance)[*_]{0,2} )\(([1-5])/([2-6])\)`,
  'gi',
);
const OTHER_HALF = /\bthe (?:other|remaining) half\b(?! of)/gi;
// (another-part-of-a-split-grade) "It will be worth one third of the grade. Another third … will be drawn from the
// term paper. The final third will be based on presentations", "the quizzes cover the remaining third": once a
// third (or a quarter) of the grade has been read, another such part is a share too. Not "the last third of the
// course": a part of something else than the grade.
const ANOTHER_PART = /\b(?:another|the (?:other|remaining|final|last|second)) (third|quarter|fourth)\b/gi;
// What may follow such a part: "of" the grade (the student's, the course's), or no "of" and no span of time.
const PART_OF_SOMETHING_ELSE =
  /^\s*(?:of\s+(?!(?:the\s+|your\s+|a\s+|each\s+)?(?:[\w-]+'s\s+)?(?:final\s+|course\s+|overall\s+|total\s+|class\s+)?(?:grade|mark)\b)|(?:week|day|month|year|semester|term|session|class|lecture|chapter)s?\b)/i;
// (the-students-grade) "one third of the student's final grade", "20% of each student's grade": the grade named
// with its owner is the grade, as every share reader reads it ("of the final grade").
const STUDENTS_GRADE = /\bof (?:the|each|a|every) students?'s? ((?:final |course |overall |total )?grade)\b/gi;
const FRACTIONS: Readonly<Record<string, number>> = wordTable({
  half: 50,
  third: 33.33,
  quarter: 25,
  fourth: 25,
  fifth: 20,
  sixth: 16.67,
  thirds: 66.67,
  quarters: 75,
});

/** The one part a plural fraction is made of ("two thirds": a third). */
const ONE_PART: Readonly<Record<string, string>> = { thirds: 'third', quarters: 'quarter' };

function percentOf(m: string, tens?: string, unit?: string, small?: string): number {
  if (tens) return TENS[tens.toLowerCase()]! + (unit ? UNITS[unit.toLowerCase()]! : 0);
  if (small) return SMALL[small.toLowerCase()]!;
  return /hundred/i.test(m) ? 100 : 0;
}

// spelled-share-wraps: a hard-wrapped paragraph may break a spelled share between its number and its unit ("will be
// worth fifteen" / "percent of the grade each", "Twenty" / "per cent of your grade", "thirty per" / "cent"). The unit
// moves up to the number's line, so the share reads as one; the lines stay as many, in order.
const WRAPPED_NUMBER = new RegExp(
  String.raw`\b(?:${Object.keys(TENS).join('|')}|${englishNumberPattern(1, 19)})(?:[- ]per)?[ \t]*$`,
  'i',
);
const WRAPPED_UNIT = /^[ \t]*(percent|per[ -]cent|cent)\b/i;

function joinedUnits(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const number = WRAPPED_NUMBER.exec(out[i]!);
    if (!number) continue;
    const unit = WRAPPED_UNIT.exec(out[i + 1]!);
    // "cent" completes only a number the line ends with "per"; "percent" only a bare number.
    if (!unit || /per$/i.test(number[0].trimEnd()) !== /^cent\b/i.test(unit[1]!)) continue;
    out[i] = `${out[i]!.trimEnd()} ${unit[1]}`;
    out[i + 1] = out[i + 1]!.slice(unit[0].length).trimStart();
  }
  return out;
}

/** The lines with spelled-out shares written as figures (the same number of lines, in order). */
export function spelledShares(lines: string[]): string[] {
  let halves = false;
  /** The parts of the grade read so far (33.33 for a third), for another-part-of-a-split-grade. */
  const parts = new Set<number>();
  const all = joinedUnits(lines);
  return all.map((raw, index) => {
    const line = raw.includes("'s") ? raw.replace(STUDENTS_GRADE, 'of the $1') : raw;
    if (!/percent|per cent|per-cent|half|third|quarter|fourth|fifth|sixth|\(\d\/\d\)/i.test(line)) return line;
    let out = line.replace(PAREN_FRACTION, (m, name: string, n: string, d: string) =>
      Number(n) < Number(d) ? `${name}(${Math.round((Number(n) / Number(d)) * 10000) / 100}%)` : m,
    );
    out = out.replace(
      PERCENT_WORDS,
      (m, tens?: string, unit?: string, small?: string) => `${percentOf(m, tens, unit, small)}%`,
    );
    out = out.replace(VERB_FRACTION, (_m, verb: string, word: string) => {
      if (word.toLowerCase() === 'half') halves = true;
      parts.add(FRACTIONS[word.toLowerCase()]!);
      return `${verb}${FRACTIONS[word.toLowerCase()]!}%`;
    });
    out = out.replace(
      FRACTION,
      (_m, one?: string, half?: string, _two?: string, thirds?: string, _three?: string, quarters?: string) => {
        const word = (one ?? half ?? thirds ?? quarters)!.toLowerCase();
        if (word === 'half') halves = true;
        // "two-thirds of the grade" reads a grade in thirds: "the remaining third" is one of them.
        parts.add(FRACTIONS[ONE_PART[word] ?? word]!);
        return `${FRACTIONS[word]!}%`;
      },
    );
    // "… the other half": the rest of a grade the outline has already halved.
    if (halves) out = out.replace(OTHER_HALF, '50%');
    if (parts.size) {
      // The words after the part may run on to the next line ("Another third of the" / "student's grade").
      const next = all[index + 1]?.slice(0, 60) ?? '';
      out = out.replace(ANOTHER_PART, (m, word: string, at: number, whole: string) => {
        const share = FRACTIONS[word.toLowerCase()]!;
        const after = `${whole.slice(at + m.length)} ${next}`.replace(STUDENTS_GRADE, 'of the $1');
        return parts.has(share) && !PART_OF_SOMETHING_ELSE.test(after)
          ? `${m.slice(0, m.length - word.length)}${share}%`
          : m;
      });
    }
    return out;
  });
}
