// A page printed from a browser carries a footer with the page count and the moment it was printed
// ("2 of 6 9/3/15, 2:37 PM"). That date is when the student printed the page, never a deadline, and
// a footer inside a paragraph would lend it to the sentence it interrupts: such lines are emptied.
// Linear: one anchored pattern without nested quantifiers per line.

const PRINT_FOOTER =
  /^\s*(?:page\s+)?\d{1,3}\s*(?:of|\/)\s*\d{1,3}\s+\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?\s*$/i;

export function dropPrintFooters(text: string): string {
  if (!/\d:\d\d/.test(text)) return text;
  return text
    .split('\n')
    .map((l) => (l.length < 60 && PRINT_FOOTER.test(l) ? '' : l))
    .join('\n');
}
