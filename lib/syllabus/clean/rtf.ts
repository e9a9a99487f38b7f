// A page that is a Rich Text file saved as it was ("{\rtf1\ansi … Midterm exam:\tab 20% \par Final
// exam:\tab 30% \par …}") holds its rows between control words: "\par" ends a paragraph, "\line" a line, "\tab"
// is a tab stop, "\cell" ends a table cell and "\row" a row, and the line breaks of the file itself are no part
// of the text (the page's converter wrapped it where it liked). Read as it stands, a whole grading list is one
// wrapped paragraph of control words. When the text opens with "{\rtf", it is rewritten as the plain text a
// word processor would show: one line per paragraph (unwrapped: a wrap could part a share from its "each"), tabs
// as a gap of spaces, cells parted by " | ", the groups that hold no text (the font, colour and
// style tables, document info, pictures, "{\*…}" destinations, list-number text) left out. Linear: one pass
// over the characters, each control word read once.

/** Groups whose text is no part of the document. */
const SKIPPED = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'revtbl',
  'latentstyles',
  'themedata',
  'datastore',
  'xmlnstbl',
  'generator',
  'pntext',
  'pntxta',
  'pntxtb',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'filetbl',
]);
const BREAKS = new Set(['par', 'line', 'row', 'sect', 'page']);
const CP1252: Record<number, string> = {
  145: "'",
  146: "'",
  147: '"',
  148: '"',
  149: '•',
  150: '-',
  151: '-',
  160: ' ',
};

/** The control word at `i` (just after its backslash): name, and the index after it and its delimiter. */
function controlWord(text: string, i: number): { name: string; end: number } {
  let j = i;
  while (j < text.length && j - i < 32 && /[a-z]/i.test(text[j]!)) j++;
  const name = text.slice(i, j);
  let k = j;
  if (text[k] === '-') k++;
  while (k < text.length && k - j < 12 && /\d/.test(text[k]!)) k++;
  if (text[k] === ' ') k++;
  return { name, end: k };
}

export function rtfSource(text: string): string {
  if (!/^\s{0,8}\{\\rtf/.test(text)) return text;
  // The text read, in pieces (a string built by appending is flattened by every read of its last character,
  // which would make the pass quadratic), and its last character.
  const out: string[] = [];
  let last = '';
  const put = (s: string) => {
    if (!s) return;
    out.push(s);
    last = s[s.length - 1]!;
  };
  // The depth of the innermost skipped group open (0 when none), and the current depth.
  let depth = 0;
  let skipFrom = 0;
  let groupStart = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '{') {
      depth++;
      groupStart = true;
      continue;
    }
    if (c === '}') {
      if (skipFrom && depth === skipFrom) skipFrom = 0;
      depth = Math.max(0, depth - 1);
      groupStart = false;
      continue;
    }
    if (c === '\n') {
      // A break of the file, not of the text: at most a space.
      if (!skipFrom && last && !' \n\t'.includes(last)) put(' ');
      continue;
    }
    if (c === '\\') {
      const next = text[i + 1] ?? '';
      // "\*" (the page's converter may have written it "\\*") opens a destination to skip.
      if (next === '*' || (next === '\\' && text[i + 2] === '*')) {
        if (groupStart && !skipFrom) skipFrom = depth;
        i += next === '*' ? 1 : 2;
        groupStart = false;
        continue;
      }
      if (/[a-z]/i.test(next)) {
        const w = controlWord(text, i + 1);
        i = w.end - 1;
        if (groupStart && !skipFrom && SKIPPED.has(w.name)) skipFrom = depth;
        groupStart = false;
        if (skipFrom) continue;
        if (BREAKS.has(w.name)) put('\n');
        else if (w.name === 'tab') put('    ');
        else if (w.name === 'cell') put(' | ');
        else if (w.name === 'emdash' || w.name === 'endash') put('-');
        else if (w.name === 'bullet') put('•');
        else if (w.name === 'lquote' || w.name === 'rquote') put("'");
        else if (w.name === 'ldblquote' || w.name === 'rdblquote') put('"');
        continue;
      }
      groupStart = false;
      if (next === "'") {
        const code = parseInt(text.slice(i + 2, i + 4), 16);
        i += 3;
        if (!skipFrom && Number.isFinite(code)) put(CP1252[code] ?? (code >= 0xa0 ? String.fromCharCode(code) : ''));
        continue;
      }
      i++;
      if (skipFrom) continue;
      if (next === '~') put(' ');
      else if (next === '_') put('-');
      else if (next === '\\' || next === '{' || next === '}') put(next);
      continue;
    }
    groupStart = false;
    if (!skipFrom && c !== '\r') put(c);
  }
  return out
    .join('')
    .split('\n')
    .map((p) => p.replace(/ {2,}(?! )/g, (s) => (s.length >= 4 ? s : ' ')).trim())
    .join('\n');
}
