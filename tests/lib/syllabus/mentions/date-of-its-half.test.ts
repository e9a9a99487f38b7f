// (date-of-its-half) A schedule printed in two halves side by side, two meetings to a row, whose header came out
// as no header: work in the right half is on the right half's date, not the row's first. A row with one date keeps
// it wherever the work stands. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { halfDateCell } from '../../../../lib/syllabus/mentions/halves.js';
import { findDates } from '../../../../lib/syllabus/calendar/dates.js';

const outline = [
  'Botany 105, Fall 2005',
  '',
  'Grading: Problem sets 40%, Midterm 30%, Final exam 30%.',
  '',
  'Schedule',
  '',
  'Sep 6 | Problem Set 1 | ch. 1-2 |  | Oct 25 | Problem Set 3 | ch. 5',
  'Sep 20 | Problem Set 2 | ch. 3 |  | Nov 8 | Problem Set 4 | ch. 6',
  'Oct 4 | Midterm | ch. 1-4 |  | Dec 13 | Final exam | all chapters',
  '',
].join('\n');

describe('a schedule printed in two halves', () => {
  it('dates the work of the right half by its own half', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2026 });
    const day = (re: RegExp) => items.find((i) => re.test(i.title))?.due?.date;
    expect(day(/^Problem Set 1$/)).toBe('2005-09-06');
    expect(day(/^Problem Set 3$/)).toBe('2005-10-25');
    expect(day(/^Problem Set 4$/)).toBe('2005-11-08');
    expect(day(/^Midterm/)).toBe('2005-10-04');
    expect(day(/^Final/)).toBe('2005-12-13');
  });

  it('keeps the first date where the row opens on one date only, or its dates stand side by side', () => {
    const term = { season: 'fall' as const, year: 2005 };
    const half = (cells: string[], ci: number) =>
      halfDateCell(
        cells,
        cells.map((c) => findDates(c, term).dates),
        ci,
      );
    expect(half(['Sep 6', 'Reading: Smith, ch. 2 (due Sep 13)', 'Problem Set 1'], 2)).toBeNull();
    expect(half(['Sep 6', 'Sep 8', 'Problem Set 1'], 2)).toBeNull();
    expect(half(['Sep 6', 'Problem Set 1', 'Oct 25', 'Problem Set 3'], 3)).toBe(2);
  });
});
