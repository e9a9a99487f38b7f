// A short line that names a piece of work and introduces the text under it ("Group Project:",
// "Guidelines For Group Project Presentation") works as a heading in plain text, where headings are not
// marked: the paragraphs under it are about that work. Only such a line that names graded work counts,
// so an unmarked "Office Hours" never ends the section of a heading above it.

/** Whether a prose line reads as an unmarked heading: a few words, no figures, no sentence, Title Case or a closing colon. */
export function labelLine(text: string): boolean {
  const t = text.trim();
  if (t.length > 70 || /\d/.test(t) || /[.;,!?]/.test(t.replace(/:$/, ''))) return false;
  const words = t.replace(/:$/, '').split(/\s+/);
  if (words.length > 7) return false;
  if (t.endsWith(':')) return true;
  return words.every((w) => w.length < 4 || /^[A-Z]/.test(w));
}
