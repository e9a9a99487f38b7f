// A short title-case line with no figure ("Grading", "Course Grade Breakdown") is a caption, not the first
// half of a wrapped sentence: prose that wraps leaves a long line above, so a line in lower case under a
// caption starts an item of its own ("iClicker questions 5%", "quizzes 10%") and must not be joined to it.
const MAX_CAPTION = 40;
const JOINING = /^(?:and|or|of|for|the|in|on|to|a|an|&)$/i;

export function isCaptionLine(text: string): boolean {
  const t = text.trim();
  if (!t || t.length > MAX_CAPTION || /\d/.test(t) || /[,;.!?]$/.test(t)) return false;
  const words = t.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
  if (words.length === 0 || words.length > 5) return false;
  // A title ending on a joining word ("Reading and") is cut off mid-phrase: the next line goes on with it.
  if (JOINING.test(words[words.length - 1]!)) return false;
  // Small joining words ("and", "of", "for") may be lower case in a title; every other word is capitalised.
  return words.every((w) => /^[A-Z&]/.test(w) || JOINING.test(w));
}
