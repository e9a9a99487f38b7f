// A leader of dashes that runs into its figure: "Journal-----------20%", "Class participation--5%",
// "quiz--33%, notebook--17%", "Paper and oral report------10 percent". The share finder keeps a figure
// whose digits follow a dash whole with the dash (a range, "30-50%", or a deduction, "-2%"), so these are
// never read; two or more dashes between a name and a figure lead to the figure, and a space set between
// them lets it be read. Line by line, the same number of lines; one regex with bounded repeats.

const LEADER = /([A-Za-z)\].])([ \t]?-{2,60})(?=\d{1,3}(?:\.\d{1,2})?[ \t]?(?:%|percent\b|per cent\b))/g;

/** The lines with a space between a dash leader and the figure it leads to (the same number of lines, in order). */
export function dashLeaders(lines: string[]): string[] {
  return lines.map((line) => (line.indexOf('--') < 0 ? line : line.replace(LEADER, '$1$2 ')));
}
