// "l0%", "2O%", "I5 %": a figure before a percent sign in which OCR read the digit one as the letter l or I
// and the digit zero as the letter O. A token of two or three such characters, one of them a real digit and
// one a letter, set off from the words around it: "l0%" becomes "10%". Same length, so offsets are kept.
// Linear: one pattern of bounded length, applied once.

const MISREAD = /(?<![\p{L}\d.])(?=[lIO\d]{0,2}\d)(?=\d{0,2}[lIO])[lIO\d]{2,3}(?=\s?%)/gu;

export function ocrDigits(text: string): string {
  if (!/[lIO]\d?\s?%/.test(text)) return text;
  return text.replace(MISREAD, (m) => m.replace(/[lI]/g, '1').replace(/O/g, '0'));
}

// Rule letter-l-years: "SPRING l998", "March 2, l997": a year of the last century typed with the letter l for the
// digit one (a typewriter habit kept in old pages), standing alone. The term and the dates read it as a year.
// Same length, so offsets are kept. Linear: one pattern of fixed length.
const L_YEAR = /(?<![\p{L}\d])l(9\d\d)(?![\p{L}\d])/gu;

export function ocrYears(text: string): string {
  if (!/l9\d\d/.test(text)) return text;
  return text.replace(L_YEAR, '1$1');
}
