// "Midterm Exams 25% each" with no count on the line: the outline says how many elsewhere ("two
// midterm exams", "Midterm 1 … Midterm 2") or not at all, but the scheme's other shares leave
// room for a whole number of them. That number is the count; a scheme already whole without the
// line shows the line to be a detail (a per-item share restated), and it is left out.

export interface OpenEach {
  value: number;
  unit: '%' | 'pt';
  count: number | null;
  eachOpen?: boolean;
}

/** The block with its one open "N% each" entry given the count that makes the whole, else without it. */
export function closeOpenEach<T extends OpenEach>(items: T[]): T[] {
  const open = items.filter((e) => e.eachOpen);
  if (!open.length) return items;
  const closed = items.filter((e) => !e.eachOpen);
  const only = open.length === 1 ? open[0]! : null;
  if (!only || only.unit !== '%' || closed.some((e) => e.unit !== '%')) return closed;
  const room = 100 - closed.reduce((s, e) => s + e.value, 0);
  const k = Math.round(room / only.value);
  if (k < 2 || k > 12 || Math.abs(k * only.value - room) > 0.5) return closed;
  return items.map((e) => (e === only ? { ...e, value: e.value * k, count: k, eachOpen: false } : e));
}
