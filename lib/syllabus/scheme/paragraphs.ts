/**
 * An outline's lines joined into paragraphs (a blank line ends one), each remembering where its lines start, so
 * that a rule reading shares across line breaks can name the line a figure stands on. A paragraph longer than
 * `max` characters is cut, which keeps the work of a rule over one paragraph bounded.
 */
export interface Paragraph {
  text: string;
  /** Where each line starts in `text`, and its index in the outline. */
  starts: number[];
  lines: number[];
}

/** `clean` turns a raw line into the text kept (empty: a blank line). */
export function paragraphsOf(raw: string[], clean: (line: string) => string, max: number): Paragraph[] {
  const out: Paragraph[] = [];
  let cur: Paragraph | null = null;
  for (let i = 0; i < raw.length; i++) {
    const l = clean(raw[i]!);
    if (!l) {
      cur = null;
      continue;
    }
    if (!cur || cur.text.length > max) {
      cur = { text: '', starts: [], lines: [] };
      out.push(cur);
    }
    cur.starts.push(cur.text.length);
    cur.lines.push(i);
    cur.text += `${l} `;
  }
  return out;
}
