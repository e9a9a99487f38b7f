// Segmenting: the outline becomes typed lines (heading, bullet, table row, prose) with
// Markdown decoration removed, table cells split, and each row tied to its table's header.

import { ANY_MONTH } from '../vocabulary/calendar.js';

const DAY_DOT_MONTH = new RegExp(`^(?:${ANY_MONTH})\\.?(?![\\p{L}])`, 'iu');

export type LineType = 'heading' | 'bullet' | 'row' | 'text' | 'blank' | 'rule';

export interface Line {
  index: number;
  type: LineType;
  /** Heading level (1–6), or indentation for bullets; 0 otherwise. */
  level: number;
  /** The line without Markdown decoration (and without its bullet marker or #s). */
  text: string;
  /** Table cells, inner empty cells kept so columns line up with the header. */
  cells: string[];
  /** Header cells of the table this row belongs to (null when the table has none). */
  header: string[] | null;
  /** Index of the table block, or -1. */
  table: number;
  /**
   * Offsets in `text` of the spaces that stand for a tab or a wide gap in the outline (a cell
   * boundary in a pasted LMS list: "Assignment⇥Problem Set 1"): words on either side are not one name.
   */
  gaps?: number[];
}

/** Removes struck-through text (superseded in the outline), emphasis, code marks and HTML tags. */
export function clean(s: string): string {
  return (
    s
      .replace(/~~[\s\S]*?~~/g, ' ')
      .replace(/<\/?[a-z][^<>\n]{0,200}>/gi, ' ')
      .replace(/\*\*|__|`/g, '')
      .replace(/(^|\s)[*_](\S[^*_]*?\S|\S)[*_](?=\s|$|[.,;:!?)])/g, '$1$2')
      .replace(/\\\|/g, '/')
      // A decimal comma in a weight ("12,5 %", "0,5 point") is a decimal point.
      .replace(/(?<![\d,.])(\d{1,3}),(\d{1,2})(?=\s*(?:%|percent\b|per\s*cent\b|points?\b|pts\b))/gi, '$1.$2')
      .replace(/[ \t]+/g, ' ')
      .trim()
  );
}

function splitCells(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|')) s = s.slice(0, -1);
  return s.split('|').map((c) => clean(c));
}

// "|---|---|", and the plain-text "-----+------+-----" whose columns meet at a plus.
const SEPARATOR = /^\s*[|+]?\s*:?-{2,}:?\s*([|+]\s*:?-{2,}:?\s*)*[|+]?\s*$/;

export function segment(source: string): Line[] {
  // Strike-through can span lines; remove it before splitting.
  const raw = source
    .replace(/\r\n?/g, '\n')
    .replace(/~~[\s\S]*?~~/g, ' ')
    .split('\n');
  const lines: Line[] = [];
  // The first header declared for each table (looked up per row: a map keeps that linear).
  const headers = new Map<number, string[]>();
  let table = -1;
  let inTable = false;
  let continued: Line | null = null;
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i]!;
    const base: Line = { index: i, type: 'text', level: 0, text: '', cells: [], header: null, table: -1 };
    const trimmed = r.trim();
    if (!trimmed) {
      lines.push({ ...base, type: 'blank' });
      inTable = false;
      continue;
    }
    if (SEPARATOR.test(trimmed) && trimmed.includes('-')) {
      // A Markdown table separator: the row above is the header.
      const prev = lines[lines.length - 1];
      if (prev && prev.type === 'row' && prev.header === null) {
        const header = prev.cells;
        prev.header = header;
        if (!headers.has(prev.table)) headers.set(prev.table, header);
        lines.push({ ...base, type: 'rule', table: prev.table });
        inTable = true;
        continue;
      }
      if (/^={3,}$/.test(trimmed) && prev && prev.type === 'text') prev.type = 'heading';
      lines.push({ ...base, type: 'rule' });
      inTable = false;
      continue;
    }
    if (/^={3,}$/.test(trimmed)) {
      const prev = lines[lines.length - 1];
      if (prev && prev.type === 'text') {
        prev.type = 'heading';
        prev.level = 1;
      }
      lines.push({ ...base, type: 'rule' });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(trimmed);
    if (heading) {
      lines.push({ ...base, type: 'heading', level: heading[1]!.length, text: clean(heading[2]!) });
      inTable = false;
      continue;
    }
    const pipes = (trimmed.match(/(?<!\\)\|/g) ?? []).length;
    // PDF text keeps other bullet glyphs: "●", "▪", "◦", Word's "o" sub-bullet, an unmapped "(cid:120)" or a Symbol-font private-use glyph.
    let bulletMatch = /^(\s*)([-*+•●▪◦■➢►\uF0A7\uF0B7\uF0D8]|o(?=\s+[A-Z0-9])|\(cid:\d{1,4}\)|\d+[.)])\s+(.*)$/.exec(r);
    // "10. Februar 2026 Klausur", "3. Okt.": a day written the German way, not the tenth point of a list.
    if (bulletMatch && /^\d{1,2}\.$/.test(bulletMatch[2]!) && DAY_DOT_MONTH.test(bulletMatch[3]!)) bulletMatch = null;
    if (pipes >= 1 && !(bulletMatch && pipes < 2)) {
      let cells = splitCells(trimmed);
      // In a table without outer pipes, "                 |        | (date assigned in week 3)" (first cells
      // empty) continues the row above. (A Markdown row "| | Date |" with an empty first cell is a row of its own.)
      const above: Line | undefined = continued ?? lines[lines.length - 1];
      const plain = inTable && above?.type === 'row' && !raw[above.index]!.trim().startsWith('|');
      if (plain && /^\s+\|/.test(r)) cells = ['', ...cells];
      if (plain && !cells[0] && cells.some((c) => c) && cells.length <= above.cells.length) {
        above.cells = above.cells.map((c, k) => (cells[k] ? clean(`${c} ${cells[k]}`) : c));
        above.text = above.cells.filter((c) => c).join(' | ');
        lines.push({ ...base, type: 'blank' });
        continued = above;
        continue;
      }
      continued = null;
      if (cells.filter((c) => c).length >= 2) {
        if (!inTable) table++;
        inTable = true;
        const header = headers.get(table) ?? null;
        lines.push({ ...base, type: 'row', text: cells.filter((c) => c).join(' | '), cells, header, table });
        continue;
      }
    }
    inTable = false;
    if (bulletMatch) {
      const text = clean(bulletMatch[3]!);
      lines.push({
        ...base,
        type: 'bullet',
        level: Math.floor(bulletMatch[1]!.replace(/\t/g, '    ').length / 2),
        text,
        ...cellGaps(bulletMatch[3]!, text),
      });
      continue;
    }
    // A Markdown quotation ("> **Notice:** …") reads as its text.
    const unquoted = trimmed.replace(/^(?:>\s*)+/, '');
    const text = clean(unquoted);
    // A short line in capitals after a blank line ("EVALUATION", "LATE SUBMISSIONS") is a plain-text heading.
    const prevLine = lines[lines.length - 1];
    if (
      (!prevLine || prevLine.type === 'blank') &&
      /^[A-Z][A-Z0-9 &/,'():-]{3,59}$/.test(text) &&
      /[A-Z]{4}/.test(text) &&
      !/\d{3}/.test(text)
    ) {
      lines.push({ ...base, type: 'heading', level: 2, text: text.replace(/:$/, '') });
      continue;
    }
    // "4.2 Case note" alone between blank lines: a numbered section heading.
    if (
      (!prevLine || prevLine.type === 'blank') &&
      !raw[i + 1]?.trim() &&
      /^\d{1,2}(?:\.\d{1,2})+\.?\s+\p{Lu}[\p{L} '&-]{2,40}$/u.test(text)
    ) {
      lines.push({ ...base, type: 'heading', level: 3, text: text.replace(/^[\d.]+\s+/, '') });
      continue;
    }
    // A short line that is bold throughout reads as a heading.
    if (/^\*\*[^*]+\*\*:?$/.test(trimmed) && text.length <= 60) {
      lines.push({ ...base, type: 'heading', level: 6, text: text.replace(/:$/, '') });
      continue;
    }
    // Indentation of a prose line nests it under the line above ("  Milestone 1 – Proposal (5%)").
    lines.push({
      ...base,
      type: 'text',
      level: Math.floor(/^\s*/.exec(r.replace(/\t/g, '    '))![0].length / 2),
      text,
      ...cellGaps(unquoted, text),
    });
  }
  // Tables without a separator: a first row with no digits is the header.
  const firsts = new Map<number, Line>();
  for (const l of lines) if (l.type === 'row' && !firsts.has(l.table)) firsts.set(l.table, l);
  const digitless = new Map<number, string[]>();
  for (const first of firsts.values())
    if (first.header === null && !/\d/.test(first.text)) digitless.set(first.table, first.cells);
  for (const l of lines) if (l.type === 'row' && digitless.has(l.table)) l.header = digitless.get(l.table)!;
  // Propagate separator-declared headers to later rows (the first row of the table that has one).
  const declared = new Map<number, string[] | null>();
  for (const l of lines) if (l.type === 'row' && l.header && !declared.has(l.table)) declared.set(l.table, l.header);
  for (const l of lines) {
    if (l.type !== 'row' || l.header) continue;
    const headed = declared.get(l.table);
    if (headed) l.header = headed;
  }
  alignedTables(lines, raw, table + 1);
  return lines;
}

/**
 * Where a tab or a run of three spaces or more separated the parts of `raw`, as offsets in its
 * cleaned text (only when the cleaned parts joined by one space give that text back).
 */
function cellGaps(raw: string, text: string): { gaps?: number[] } {
  if (!/\t|\S {3}/.test(raw)) return {};
  const parts = raw
    .split(/\t| {3,}/)
    .map((p) => clean(p))
    .filter(Boolean);
  if (parts.length < 2 || parts.join(' ') !== text) return {};
  const gaps: number[] = [];
  let at = 0;
  for (const p of parts.slice(0, -1)) {
    at += p.length;
    gaps.push(at);
    at += 1;
  }
  return { gaps };
}

/** A column header that names the unit of its figures ("Points", "Weight (%)", "Weightage", "Marks", "Punkte"). */
export { UNIT_HEADER } from '../vocabulary/units.js';
import { UNIT_HEADER } from '../vocabulary/units.js';

/** A column header that names the deadline ("Deadline", "Report due", "Due date"): its table lists dated work. */
// A time of day in brackets ("Report due (16:00)") is the deadline's hour, not another column.
export const DUE_HEADER =
  /^(?:deadline|due(?: date)?|(?:[a-z]+ )?due|fecha de entrega|abgabe)(?:\s*\([^()]{1,20}\))?$/i;

/** Parts of a line separated by runs of two or more spaces, with their columns. */
function columns(r: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  for (const m of r.replace(/\t/g, '    ').matchAll(/\S+(?: \S+)*/g)) out.push({ text: m[0], at: m.index });
  return out;
}

/**
 * Plain-text tables laid out in columns of spaces, under a header that names a unit column
 * ("Component      Weightage"): each line becomes a row, its parts placed under the nearest
 * header column, so "Quiz I     10" reads like a Markdown table row.
 */
function alignedTables(lines: Line[], raw: string[], firstTable: number): void {
  let table = firstTable;
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i]!;
    if (head.type !== 'text' && head.type !== 'heading') continue;
    const hcols = columns(raw[head.index]!);
    if (
      hcols.length < 2 ||
      /\d/.test(raw[head.index]!.replace(/\([^()]{1,20}\)/g, '')) ||
      /\|/.test(raw[head.index]!) ||
      !hcols.some((c) => UNIT_HEADER.test(c.text) || DUE_HEADER.test(c.text))
    )
      continue;
    const body: Line[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const l = lines[j]!;
      if (l.type === 'rule') continue;
      if (/^[\s=_-]+$/.test(raw[l.index]!)) {
        l.type = 'rule';
        continue;
      }
      const parts = columns(raw[l.index]!);
      // A row has two columns or more; a lone part further right continues the cell above.
      // A dash in the first column ("-   Reading break    Feb 16 to 20") is an empty cell, not a bullet.
      if (l.type === 'bullet' && parts.length >= 3 && /^\s*[-–—]\s/.test(raw[l.index]!)) l.type = 'text';
      if (l.type !== 'text' || (parts.length < 2 && !(body.length && parts[0] && parts[0].at > hcols[0]!.at + 2)))
        break;
      body.push(l);
    }
    if (body.length < 2) continue;
    const header = hcols.map((c) => clean(c.text));
    Object.assign(head, { type: 'row', level: 0, text: header.join(' | '), cells: header, header, table });
    let above: Line | null = null;
    for (const l of body) {
      const cells = header.map(() => '');
      const parts = columns(raw[l.index]!);
      // As many parts as header columns: one per column, in order, however the widths drift (a header
      // narrower than its rows would otherwise put two cells under one heading).
      const inOrder = parts.length === hcols.length && parts[0]!.at <= hcols[0]!.at + 2;
      parts.forEach((part, p) => {
        let col = 0;
        if (inOrder) col = p;
        else
          hcols.forEach((h, k) => {
            if (Math.abs(h.at - part.at) < Math.abs(hcols[col]!.at - part.at)) col = k;
          });
        cells[col] = cells[col] ? `${cells[col]} ${clean(part.text)}` : clean(part.text);
      });
      // A line with an empty first column continues the row above (a wrapped cell), unless a rule separates them (a total).
      if (!cells[0] && above && lines[l.index - 1]?.type !== 'rule') {
        above.cells = above.cells.map((c, k) => [c, cells[k]].filter(Boolean).join(' '));
        above.text = above.cells.filter((c) => c).join(' | ');
        Object.assign(l, { type: 'blank', text: '' });
        continue;
      }
      Object.assign(l, { type: 'row', level: 0, text: cells.filter((c) => c).join(' | '), cells, header, table });
      above = l;
    }
    table++;
    i = j - 1;
  }
}

export function isHeaderRow(line: Line): boolean {
  return line.type === 'row' && line.header !== null && line.header === line.cells;
}

export function wordCount(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}
