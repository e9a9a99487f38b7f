// Seat counts edited into recorded upstream answers, so a section can fill and reopen across
// a sequence of answers that are otherwise byte-for-byte the recordings
// (tests/fixtures/waterloo/PROVENANCE.md, tests/fixtures/concordia/PROVENANCE.md: "seat
// sequences"). Only the named cells change.
import type { ConcordiaRow } from './directory.js';

export interface ClassCounts {
  capacity?: number;
  enrolled?: number;
  waitCap?: number;
  waitTot?: number;
}

// Positions of the counts in a Schedule of Classes class row (lib/directory/waterloo.ts COL).
const CELL = { capacity: 6, enrolled: 7, waitCap: 8, waitTot: 9 } as const;

const isClassRow = (line: string) => /^<tr><td align="center">\d+ <\/td>/.test(line);

function setCells(line: string, values: Array<[number, number]>): string {
  const cells = line.split('</td>');
  for (const [index, value] of values) {
    const cell = cells[index];
    if (cell === undefined) throw new Error(`no cell ${index} in ${line}`);
    cells[index] = cell.replace(/>[^<>]*$/, `>${value}  `);
  }
  return cells.join('</td>');
}

function classLine(lines: string[], classNumber: string): number {
  const at = lines.findIndex((l) => l.startsWith(`<tr><td align="center">${classNumber} </td>`));
  if (at === -1) throw new Error(`class ${classNumber} is not on the page`);
  return at;
}

/** The Waterloo page with one class row's counts changed. */
export function waterlooCounts(html: string, classNumber: string, counts: ClassCounts): string {
  const lines = html.split('\n');
  const at = classLine(lines, classNumber);
  lines[at] = setCells(
    lines[at]!,
    (Object.keys(counts) as Array<keyof ClassCounts>).map((k) => [CELL[k], counts[k]!]),
  );
  return lines.join('\n');
}

/**
 * The Waterloo page with one reserve row of a class changed (cap, total), or removed (null):
 * Waterloo drops a reserve row when the reserve is released.
 */
export function waterlooReserve(
  html: string,
  classNumber: string,
  label: string,
  counts: { capacity: number; enrolled: number } | null,
): string {
  const lines = html.split('\n');
  let at = classLine(lines, classNumber) + 1;
  while (at < lines.length && !isClassRow(lines[at]!) && !lines[at]!.includes(`Reserve: ${label}`)) at++;
  if (at >= lines.length || isClassRow(lines[at]!)) throw new Error(`class ${classNumber} has no reserve "${label}"`);
  if (counts === null) lines.splice(at, 1);
  // A reserve row: the label cell (colspan 6), then its Enrl Cap and Enrl Tot.
  else
    lines[at] = setCells(lines[at]!, [
      [1, counts.capacity],
      [2, counts.enrolled],
    ]);
  return lines.join('\n');
}

/** Concordia schedule rows with one class's counts changed (every row of the class: duplicates stay duplicates). */
export function concordiaCounts(
  rows: ConcordiaRow[],
  termCode: string,
  classNumber: string,
  counts: ClassCounts,
): ConcordiaRow[] {
  const field = {
    capacity: 'enrollmentCapacity',
    enrolled: 'currentEnrollment',
    waitCap: 'waitlistCapacity',
    waitTot: 'currentWaitlistTotal',
  } as const;
  return rows.map((r) => {
    if (r.termCode !== termCode || r.classNumber !== classNumber) return r;
    const changed = { ...r };
    for (const k of Object.keys(counts) as Array<keyof ClassCounts>) changed[field[k]] = String(counts[k]);
    return changed;
  });
}
