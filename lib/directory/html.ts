// A few read-only helpers over parse5's tree. parse5 implements the WHATWG parsing algorithm,
// so the live page (upper-case tags, no <tbody>, unclosed cells) yields the same tree a
// browser builds, which is also the tree the recorded fixtures were captured from.
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

/** The whole document; parse5 never throws on malformed markup, it recovers as browsers do. */
export function parseHtml(html: string): Node {
  return parse(html);
}

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function childrenOf(node: Node): Node[] {
  if (isElement(node) && node.tagName === 'template')
    return (node as DefaultTreeAdapterMap['template']).content.childNodes;
  return 'childNodes' in node ? node.childNodes : [];
}

/** Descendant elements in document order that match. */
export function findAll(root: Node, match: (el: Element) => boolean): Element[] {
  const out: Element[] = [];
  const walk = (node: Node) => {
    for (const child of childrenOf(node)) {
      if (!isElement(child)) continue;
      if (match(child)) out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

export const byTag = (tag: string) => (el: Element) => el.tagName === tag;

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

/** Text content, with `<br>` as a line break and non-breaking spaces as spaces. */
export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value.replace(/\u00a0/g, ' ');
  if (isElement(node) && node.tagName === 'br') return '\n';
  return childrenOf(node).map(textOf).join('');
}

/** Text with runs of whitespace collapsed to one space. */
export function cleanText(node: Node): string {
  return textOf(node).replace(/\s+/g, ' ').trim();
}

/** The rows of this table itself, not of tables nested in its cells. */
export function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  for (const child of table.childNodes) {
    if (!isElement(child)) continue;
    if (child.tagName === 'tr') rows.push(child);
    else if (['thead', 'tbody', 'tfoot'].includes(child.tagName))
      rows.push(...child.childNodes.filter(isElement).filter(byTag('tr')));
  }
  return rows;
}

/** The cells of a row by column position: a cell spanning n columns fills n positions. */
export function cellsOf(row: Element): Element[] {
  const cells: Element[] = [];
  for (const cell of row.childNodes) {
    if (!isElement(cell) || (cell.tagName !== 'td' && cell.tagName !== 'th')) continue;
    const span = Math.min(Math.max(Number.parseInt(attr(cell, 'colspan') ?? '1', 10) || 1, 1), 50);
    for (let i = 0; i < span; i++) cells.push(cell);
  }
  return cells;
}
