// "15% or 150 points", "the tests are worth 200 points or 40% of the course grade": a share stated twice, as a
// percent and as points, joined by "or". The share readers take the figure next to the name (the points, named
// "Or"), and a run of points out of a total never printed makes no whole, so the scheme went unread. The points
// restating the percent are dropped and the percent kept ("15% or 150 points" reads "15%"). Only "or" joins
// them: "60 to 80% = 0 points" (a scale) and "docked 5 points (20%)" are left as they are. Linear: one
// pattern of bounded figures per line.

const FIGURE = String.raw`\d{1,3}(?:\.\d{1,2})?`;
const POINTS = String.raw`(?:points?|pts\.?)`;
/** A percent, then "or" and points. */
const PERCENT_FIRST = new RegExp(
  String.raw`(${FIGURE}[ \t]?%)[ \t]{1,3}or[ \t]{1,3}\d{1,4}(?:\.\d{1,2})?[ \t]?${POINTS}`,
  'gi',
);
/** Points, then "or" and a percent. */
const POINTS_FIRST = new RegExp(
  String.raw`\b\d{1,4}(?:\.\d{1,2})?[ \t]?${POINTS}[ \t]{1,3}or[ \t]{1,3}(${FIGURE}[ \t]?%)`,
  'gi',
);

export function shareOrPoints(text: string): string {
  if (!/%[ \t]{1,3}or[ \t]{1,3}\d|\bor[ \t]{1,3}\d{1,3}(?:\.\d{1,2})?[ \t]?%/i.test(text)) return text;
  return text
    .split('\n')
    .map((line) =>
      /\bor\b/i.test(line)
        ? line
            .replace(PERCENT_FIRST, (_, percent: string) => percent)
            .replace(POINTS_FIRST, (_, percent: string) => percent)
        : line,
    )
    .join('\n');
}
