// A list item whose bullet was a glyph of a legacy encoding (a Symbol-font or GB2312 bullet: bytes that do not
// decode, so that they read as one to three U+FFFD), as pages of the late nineties have them:
//
//   ��         Weekly quizzes
//   ��         Creative project
//
// The marker opens the line and white space follows it, so it is no letter of a word (a mis-decoded "é" inside a
// name stays as it is): it becomes "•", and every later stage reads an ordinary bullet, its name without the
// marker. Linear: one anchored pattern without nested quantifiers.

const LEGACY_BULLET = /^([ \t>]*)\uFFFD{1,3}[ \t]+(?=\S)/gm;

export function legacyBullets(text: string): string {
  if (!text.includes('\uFFFD')) return text;
  return text.replace(LEGACY_BULLET, '$1• ');
}
