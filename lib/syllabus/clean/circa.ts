// "c.20%", "ca. 30%", "circa 10%": an approximate share is a share. The full stop after "c" would read as
// part of a decimal figure (".20%") and hide it from every reader; the marker is blanked instead, the
// offsets of the text kept. Linear: one pattern without nested quantifiers, applied once.

const CIRCA = /(?<![\p{L}\d])(?:c|ca|circa)\.?\s?(?=\d{1,3}(?:\.\d{1,2})?\s?(?:%|percent\b|points?\b|pts\b))/giu;

export function blankCirca(text: string): string {
  if (!/\bc(?:a|irca)?\.?\s?\d/i.test(text)) return text;
  return text.replace(CIRCA, (m) => ' '.repeat(m.length));
}
