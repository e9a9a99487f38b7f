// Markdown escapes ("1\. Class Participation", "\--30%", "\* Quizzes") are how a page converted to
// Markdown keeps a character literal; the reader wants the character. Only a backslash before one of
// Markdown's punctuation marks is dropped. Linear: one pattern of two characters.

const ESCAPE = /\\([.\-*_#()[\]>+!|`~=])/g;

export function dropMarkdownEscapes(text: string): string {
  return text.includes('\\') ? text.replace(ESCAPE, '$1') : text;
}
