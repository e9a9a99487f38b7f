// (sitting-under-its-day) A day alone on its line, a blank line, then work said to be due in bold capitals
// ("Tuesday, December 5" / "" / "**PAPER DUE**", read as a heading): the line right under the day is that day's
// entry, not a section's heading. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'Sociology 240, Fall 2006',
  '',
  'Grading: term paper 50%, final exam 50%.',
  '',
  'WEEK 12',
  '',
  'Tuesday, November 28',
  '',
  'Families and work (Reader, ch. 9)',
  '',
  'WEEK 13',
  '',
  'Tuesday, December 5',
  '',
  '**TERM PAPER DUE**',
  '',
  'Thursday, December 7',
  '',
  'Review',
  '',
].join('\n');

describe('work due in bold capitals right under its day', () => {
  it('is due on that day', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2026 });
    expect(items.find((i) => /term paper/i.test(i.title))?.due?.date).toBe('2006-12-05');
  });
});
