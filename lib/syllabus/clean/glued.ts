// Text extracted from some PDFs has its spaces replaced by another character ("Course'Reflection' 10'",
// "Grading,and,Assessment", "The!core!values"): no word boundary survives, so no label reads as
// one. When a good share of the outline's lines is glued this way, the gluing characters after a
// word become spaces again. Linear: one pass per line, regexes without nested quantifiers.

const GLUE = /[A-Za-z0-9][',!#(][A-Za-z]/g;
const AFTER_WORD = /(?<=[A-Za-z0-9.:;%)])[',!#(]+/g;

function gluedCount(line: string): number {
  let n = 0;
  for (const _ of line.matchAll(GLUE)) n++;
  return n;
}

/** The outline with glued word separators turned back into spaces, when the outline is glued at all. */
export function unglue(text: string): string {
  const lines = text.split('\n');
  let glued = 0;
  let filled = 0;
  for (const line of lines) {
    if (!line.trim()) continue;
    filled++;
    const n = gluedCount(line);
    const spaces = line.split(' ').length - 1;
    if (n >= 2 && spaces < n) glued++;
  }
  if (glued < 5 || glued < filled * 0.2) return text;
  return lines
    .map((l) =>
      l
        .replace(AFTER_WORD, ' ')
        .replace(/^[',!#(]+/, '')
        .replace(/ {2,}/g, ' '),
    )
    .join('\n');
}
