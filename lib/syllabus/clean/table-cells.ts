// The cells of a pipe-table line, shared by the clean rules that read tables as text.

/** A line's cells, its outer bars left off ("| a | b |" and "a | b" both give two). */
export function cells(line: string): string[] {
  let t = line.trim();
  if (t.startsWith('|')) t = t.slice(1);
  if (t.endsWith('|')) t = t.slice(0, -1);
  return t.split('|');
}
