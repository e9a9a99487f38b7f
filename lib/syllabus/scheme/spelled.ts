import { ENGLISH_TENS, englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';
// Shares written in words: "Ten percent of the grade is participation", "twenty-five per cent",
// "the mid-term contributes half of the grade and the final the other half", "one third of the
// course grade". Each becomes the figure the share finder reads ("10%", "50% of the grade"), line
// by line; the regexes are anchored on words and hold no nested unbounded quantifier.

const UNITS = englishNumbers(1, 9);
const SMALL = englishNumbers(1, 19);
const TENS = ENGLISH_TENS;

const PERCENT_WORDS = new RegExp(
  String.raw`\b(?:(${Object.keys(TENS).join('|')})(?:[- ](${englishNumberPattern(1, 9)}))?|(${englishNumberPattern(1, 19)})|(?:one|a) hundred)[ -](?:percent|per cent|per-cent)\b`,
  'gi',
);
const FRACTION =
  /\b(?:(?:one|a)[- ](half|third|quarter|fifth)|(half)|(two)[- ](thirds)|(three)[- ](quarters))(?= of (?:the |your )?(?:final |course |overall |total |class )?(?:grade|mark|score)\b)/gi;
const OTHER_HALF = /\bthe (?:other|remaining) half\b(?! of)/gi;
const FRACTIONS: Record<string, number> = {
  half: 50,
  third: 33.33,
  quarter: 25,
  fifth: 20,
  thirds: 66.67,
  quarters: 75,
};

function percentOf(m: string, tens?: string, unit?: string, small?: string): number {
  if (tens) return TENS[tens.toLowerCase()]! + (unit ? UNITS[unit.toLowerCase()]! : 0);
  if (small) return SMALL[small.toLowerCase()]!;
  return /hundred/i.test(m) ? 100 : 0;
}

/** The lines with spelled-out shares written as figures (the same number of lines, in order). */
export function spelledShares(lines: string[]): string[] {
  let halves = false;
  return lines.map((line) => {
    if (!/percent|per cent|per-cent|half|third|quarter|fifth/i.test(line)) return line;
    let out = line.replace(
      PERCENT_WORDS,
      (m, tens?: string, unit?: string, small?: string) => `${percentOf(m, tens, unit, small)}%`,
    );
    out = out.replace(
      FRACTION,
      (_m, one?: string, half?: string, _two?: string, thirds?: string, _three?: string, quarters?: string) => {
        const word = (one ?? half ?? thirds ?? quarters)!.toLowerCase();
        if (word === 'half') halves = true;
        const share = word === 'thirds' || word === 'quarters' ? FRACTIONS[word]! : FRACTIONS[word]!;
        return `${share}%`;
      },
    );
    // "… the other half": the rest of a grade the outline has already halved.
    if (halves) out = out.replace(OTHER_HALF, '50%');
    return out;
  });
}
