// (dated-first-row-is-an-entry) A page converted from HTML prints its schedule as one small table per entry, the
// separator under each table's first row, so each entry reads as its table's header. A first row led by a date is an
// entry: the work it names is on its day. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { headerIsEntry } from '../../../../lib/syllabus/mentions/datedheader.js';

const outline = [
  'Geology 140, Spring 2027',
  '',
  'Grading: field report 40%, final exam 60%.',
  '',
  'Schedule',
  '',
  '**April 20** | Rivers and deltas | Chapter 11',
  '---|---|---',
  '',
  '**April 27** | **Field report due** | Chapter 12',
  '---|---|---',
  '',
  '**May 4** | Glaciers | Chapter 13',
  '---|---|---',
  '',
  '**May 11** | **Final Exam!** | **5:30-7:20pm**',
  '---|---|---',
].join('\n');

describe('a table for each dated entry', () => {
  it('reads the work of a first row led by its date on that day', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2027 });
    expect(items.find((i) => /report/i.test(i.title))?.due?.date).toBe('2027-04-27');
    expect(items.find((i) => /final/i.test(i.title))?.due?.date).toBe('2027-05-11');
  });

  it('takes a header of column names for one, not a first row led by a date', () => {
    const term = { season: 'spring' as const, year: 2027 };
    expect(headerIsEntry(['Date', 'Topic', 'Due'], term)).toBe(false);
    expect(headerIsEntry(['Week', 'Reading'], term)).toBe(false);
    expect(headerIsEntry(['April 27', 'Field report due'], term)).toBe(true);
    expect(headerIsEntry(['Tue 4/27', 'Field report due'], term)).toBe(true);
  });
});
