// (grade-band-no-name) "90% and above ….. A", "59% and below", "F -- Fewer than 240 points": a name made only of a
// grade band's words (a letter, then above, below, fewer or less than), or opening with "and above" / "or below",
// is a cut-off, never graded work. Read by the layout reader and the share reader alike. Bounded patterns, no nesting.
const WHOLE_BAND =
  /^(?:[A-F][+-]?\s{0,3}(?:[-–:=]{1,3}\s{0,3})?)?(?:(?:and|or)\s+)?(?:above|below|higher|lower|over|up|fewer\s+than|less\s+than)\s*$/i;
const BAND_OPENING = /^(?:and|or)\s+(?:above|below|higher|lower)\b/i;

export function namesGradeBand(title: string): boolean {
  const t = title.trim();
  return WHOLE_BAND.test(t) || BAND_OPENING.test(t);
}
