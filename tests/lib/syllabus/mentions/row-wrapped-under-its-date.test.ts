// (row-wrapped-under-its-date) A schedule table whose cells wrapped over two source lines, each read as a row: the
// first holds only the day and fewer cells than the table's fullest rows, the next goes on with the entry and no date
// of its own. Work named there is on the day above. A row under a full dated row, or under a row that is no date,
// is not. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'Geography 240, Spring 2004',
  '',
  'Grading: Field reports 40%, Midterm 30%, Final exam 30%.',
  '',
  'Schedule',
  '',
  'Date | Place | Topic',
  '---|---|---',
  'January 27 | Lisbon | The earthquake and the new city',
  'February 3 | Lisbon',
  'Field Report 1 due | The Pombaline grid and its squares',
  'February 10 | Porto | The river front and the bridges',
  'February 17 | Porto | Port wine lodges',
  'Field Report 2 due | Guest lecture',
  'Harbour walk | Porto',
  'Field Report 3 due | Revisions',
  'March 2 | Midterm exam | In class',
  '',
].join('\n');

describe('a table row wrapped under its date', () => {
  const items = parseSyllabus(outline, { fallbackYear: 2026 });
  const day = (re: RegExp) => items.find((i) => re.test(i.title))?.due?.date ?? null;

  it('dates the work of the second half by the day of the first', () => {
    expect(day(/Report 1/)).toBe('2004-02-03');
  });

  it('gives no day under a full dated row or under a row that is no date', () => {
    expect(day(/Report 2/)).not.toBe('2004-02-17');
    expect(day(/Report 3/)).toBeNull();
  });

  it('leaves the dated rows as they are', () => {
    expect(day(/Midterm/)).toBe('2004-03-02');
  });
});
