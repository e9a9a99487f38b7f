// The plain text a student would paste from a rendered Markdown page: the text of `marked`'s tokens,
// block by block (headings and paragraphs on their own lines, list items one a line, table cells
// separated by tabs), with every inline mark (bold, links, images, code) reduced to its words.
import { marked, type Token, type Tokens } from 'marked';

function inline(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  let out = '';
  for (const t of tokens) {
    if (t.type === 'br') out += '\n';
    else if (t.type === 'image') out += (t as Tokens.Image).text;
    else if ('tokens' in t && Array.isArray(t.tokens)) out += inline(t.tokens, 'text' in t ? String(t.text) : '');
    else if ('text' in t) out += String(t.text);
  }
  return out;
}

function block(tokens: Token[], out: string[]): void {
  for (const t of tokens) {
    switch (t.type) {
      case 'space':
      case 'hr':
        out.push('');
        break;
      case 'heading':
      case 'paragraph':
        out.push(inline(t.tokens, t.text), '');
        break;
      case 'text':
        out.push(inline(t.tokens, t.text));
        break;
      case 'code':
        out.push(t.text, '');
        break;
      case 'blockquote':
        block(t.tokens ?? [], out);
        break;
      case 'list':
        for (const item of (t as Tokens.List).items) block(item.tokens, out);
        out.push('');
        break;
      case 'table': {
        const table = t as Tokens.Table;
        out.push(table.header.map((c) => inline(c.tokens, c.text)).join('\t'));
        for (const row of table.rows) out.push(row.map((c) => inline(c.tokens, c.text)).join('\t'));
        out.push('');
        break;
      }
      case 'html':
        out.push(String(t.text).replace(/<[^>]*>/g, ' '));
        break;
      default:
        if ('tokens' in t && Array.isArray(t.tokens)) block(t.tokens, out);
        else if ('text' in t) out.push(String(t.text));
    }
  }
}

/** The page as plain text (the Markdown's words, without its marks). */
export function plainText(markdown: string): string {
  const out: string[] = [];
  block(marked.lexer(markdown), out);
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
