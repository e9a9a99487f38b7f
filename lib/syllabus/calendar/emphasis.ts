// (emphasis-around-the-term) Pages converted from HTML print the term in italics or bold with underscores:
// "**Brigham Young University** _Fall 2001_", "_January 26, 1999_". An underscore is a word character to a
// regular expression, so "\bFall" and "2001\b" find no edge there and the term goes unread (the dates of the
// schedule then take today's year). The term's season and the years the page prints are read with the
// underscores at a word's edge blanked out; one inside a word ("richard_davis") stays. Same length, so
// offsets into the text still hold. Linear: one pass of a regex without nested quantifiers.
const EDGE_UNDERSCORES = /(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu;

/** The text with the underscores that mark emphasis at a word's edge blanked out (offsets kept). */
export function unmarked(text: string): string {
  return text.includes('_') ? text.replace(EDGE_UNDERSCORES, (marks) => ' '.repeat(marks.length)) : text;
}
