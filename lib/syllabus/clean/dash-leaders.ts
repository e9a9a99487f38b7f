// Leaders of dashes, underscores or equals signs ("Exam I--------------20%", "Final ______ 30%") join a name
// to its figure the way dot leaders do. Read as they are, the dash before the figure makes it look like the
// end of a range ("10-20%") and the figure is lost; the leader is blanked instead (offsets kept), leaving a
// wide gap that every reader takes for a cell boundary. Linear: one pattern, bounded look-ahead.

const LEADER = /(?<![-_=])([-_=])\1{3,}\s*(?=\d{1,3}(?:\.\d{1,2})?\s?(?:%|percent\b|points?\b|pts\b))/g;

// "Class Participation \--30%", "Paper -- 20%": two or three dashes after a space set a figure off the same way.
const SHORT = /(?<=[\s*])\\?-{2,3}\s*(?=\d{1,3}(?:\.\d{1,2})?\s?(?:%|percent\b|points?\b|pts\b))/g;

export function blankDashLeaders(text: string): string {
  if (!/(?:--|____|====)/.test(text)) return text;
  return text.replace(LEADER, (m) => ' '.repeat(Math.max(3, m.length))).replace(SHORT, (m) => ' '.repeat(m.length));
}
