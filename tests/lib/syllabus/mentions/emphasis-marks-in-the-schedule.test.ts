// (emphasis-marks-in-the-schedule) A page converted from HTML leaves emphasis underscores that do not pair up
// around a word: "**_ Final Paper Due_**" under a schedule's entry, "(_Oct. 14_)" after the work. They are no
// letters: the work is said to be due on the entry's day, and the date in brackets is its date. Invented
// minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'History 240, Spring 2004',
  '',
  'Grading: midterm exam 30%, final paper 40%, participation 30%.',
  '',
  'Midterm exam in class (_Mar. 11_)',
  '',
  'Schedule',
  '',
  'Tue, Apr 27        Class presentations',
  'Thu, Apr 29        Class presentations',
  '',
  'Tue, May 4          Conclusion: towns and trade',
  '',
  '**                          _  **Final Paper Due**_**',
  '',
].join('\n');

describe('emphasis marks left around schedule entries', () => {
  const items = parseSyllabus(outline, { fallbackYear: 2026 });
  const due = (n: RegExp) => items.find((i) => n.test(i.title))?.due?.date;

  it('do not hide that the work is due on the entry day', () => {
    expect(due(/final paper/i)).toBe('2004-05-04');
  });

  it('do not hide a date in brackets', () => {
    expect(due(/midterm/i)).toBe('2004-03-11');
  });
});
