// (recipient-is-no-work) "The winning group gets 50 points", "each student who presents receives 10 points": a
// figure read with a name that ends in a verb of receiving (gets, receives, earns, wins, is awarded) names who
// receives it, not the graded work it weighs. Such a share is no component unless the name also holds a word
// of graded work ("Each paper gets 20 points" names the paper). Bounded patterns over a short name, no nesting.
const RECEIVES = /\b(?:gets?|receives?|earns?|wins?|(?:is|are|will\s+be)\s+(?:awarded|given))\s*$/i;

/** Whether a share's name (read before its figure) names who receives the figure rather than graded work. */
export function namesRecipient(title: string, namesWork: (title: string) => boolean): boolean {
  const t = title.trim();
  if (t.length > 120 || !RECEIVES.test(t)) return false;
  return !namesWork(t.replace(RECEIVES, ''));
}
