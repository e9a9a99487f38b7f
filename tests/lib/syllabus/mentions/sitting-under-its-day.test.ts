// (sitting-under-its-day) A schedule printed as one paragraph per class day, the day alone on its line and the
// class under it ("Feb. 8" / "FIRST EXAM", "**Tuesday, March 5**" / "**Midterm Exam**"): the short line that only
// names the sitting is that day's entry, not a label or a heading starting another block. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'World History 110, Spring 2003',
  '',
  'Grading: first exam 30%, second exam 30%, final paper 40%.',
  '',
  'Schedule',
  '',
  'Feb. 3',
  'The Atlantic world',
  'Reader, pp. 12-40',
  '',
  'Feb. 7',
  'FIRST EXAM',
  '',
  'Feb. 10',
  'Trade and empire',
  '',
  '**Tuesday, March 11**',
  '**Second Exam**',
  '',
  '**Thursday, March 13**',
  'Revolutions',
  '',
].join('\n');

describe('a sitting named alone under its day', () => {
  it('is on that day, plain or bold', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2026 });
    expect(items.find((i) => /first exam/i.test(i.title))?.due?.date).toBe('2003-02-07');
    expect(items.find((i) => /second exam/i.test(i.title))?.due?.date).toBe('2003-03-11');
  });
});
