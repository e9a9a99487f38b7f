// (days-between-blank-lines) A schedule printed as one paragraph per class day, the month only on the first day of
// the month and bare day numbers after it, blank lines between ("Feb. 1 Demographics of the colony" / "" /
// "3 Colonial politics" / "" / "8 FIRST EXAMINATION"): each day is in the month printed above it. Invented minimal
// example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'American History 101, Spring 1999',
  '',
  'Grading:',
  '',
  'First Examination 50%',
  '',
  'Second Examination 50%',
  '',
  'Schedule',
  '',
  'Feb. 1 Demographics of the colony (Wheeler, ch. 3)',
  '',
  '         3 Colonial politics, 1690-1760 (Blum, pp. 74-75)',
  '',
  '         5 Enlightenment and awakening (Blum, pp. 75-84)',
  '',
  '         8 FIRST EXAMINATION',
  '',
  '       10 Toward revolution (Blum, ch. 4)',
  '',
  'Mar. 1 The new republic',
  '',
  '         3 SECOND EXAMINATION',
  '',
].join('\n');

describe('bare day numbers on paragraphs under a month-led day', () => {
  it('are days of that month', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2026 });
    expect(items.find((i) => i.title === 'First Examination')?.due?.date).toBe('1999-02-08');
    expect(items.find((i) => i.title === 'Second Examination')?.due?.date).toBe('1999-03-03');
  });
});
