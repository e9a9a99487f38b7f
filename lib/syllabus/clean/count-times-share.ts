// (count-times-share) "Exams will each count 3 x 20%", "Book assignments (2 X 10%)": a component's share written as
// its members' count times each one's share. No share reader multiplies: the row read as one member's 20% and the
// scheme stopped short of its whole, so the page was answered with nothing. The product is written in its place
// ("60%"), as the outline means it. Left as written where the line states the product itself beside it ("8x5%=40%",
// "3 x 20% | 60%", "50% short papers (5 x 10%)"): the readers take that figure already. Linear: one bounded pattern
// per line, no nested quantifier.

/** A count of 2–12 members, "x" (or "×"), then each one's share with its unit. */
const TIMES = /(?<![\d.,/])(\d{1,2})[ \t]?[xX×][ \t]?(\d{1,2}(?:\.\d{1,2})?)[ \t]?%/g;
/** How far beside the figure the line is read for its product. */
const NEAR = 60;

const MAX_LINE = 2000;

export function countTimesShare(text: string): string {
  if (!/\d[ \t]?[xX×][ \t]?\d/.test(text)) return text;
  return text
    .split('\n')
    .map((line) => (line.length > MAX_LINE || !/[xX×]/.test(line) ? line : timesIn(line)))
    .join('\n');
}

function timesIn(line: string): string {
  return line.replace(TIMES, (all, n: string, each: string, at: number) => {
    const count = Number(n);
    if (count < 2 || count > 12) return all;
    const product = Math.round(count * Number(each) * 100) / 100;
    if (product > 100) return all;
    // The product stated beside it: the figure the readers take, this one only its working.
    const before = line.slice(Math.max(0, at - NEAR), at);
    const after = line.slice(at + all.length, at + all.length + NEAR);
    if (statesShare(before, product) || statesShare(after, product)) return all;
    return `${product}%`;
  });
}

/** Whether a stretch of a line holds the share `product` % (not part of a longer number). */
function statesShare(stretch: string, product: number): boolean {
  for (const m of stretch.matchAll(/(?<![\d.])(\d{1,3}(?:\.\d{1,2})?)[ \t]?%/g))
    if (Number(m[1]) === product) return true;
  return false;
}
