// (due-under-entry, bold-due-under-entry) A schedule whose entries open on their day and go on with a topic, the
// work due that day said on a short line of its own under the entry, often in bold ("Thu, Feb 18  Discussion:
// letters of a merchant family" / "**First Paper Due**"): the work is due on the entry's day, numbered or not, and
// the bold line is no heading that ends the entry. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'Women in Europe, Spring 1999',
  '',
  'Grading:',
  '',
  'Paper 1: 20%',
  '',
  'Paper 2: 30%',
  '',
  'Final Paper: 50%',
  '',
  'Schedule',
  '',
  'Tue, Feb 16        Humanism and the city',
  'Thu, Feb 18        Discussion: letters of a merchant family of',
  'Norwich',
  '                   **First Paper Due**',
  '',
  'Tue, Feb 23        Rebellion and reform',
  'Thu, Mar 25        Discussion: the convent chronicles',
  '                   Second paper due',
  '',
].join('\n');

describe('work said to be due on a short line under a date-led entry', () => {
  it('is due on the day of the entry above it, in bold or not', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2026 });
    expect(items.find((i) => i.title === 'Paper 1')?.due?.date).toBe('1999-02-18');
    expect(items.find((i) => i.title === 'Paper 2')?.due?.date).toBe('1999-03-25');
  });
});
