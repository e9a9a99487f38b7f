// An outline that dates its tests with two-digit years ("Midterm (10/14/99)") and names no term: those
// dates give the outline's year, rather than today's or the year of an article on its reading list.
// Invented minimal example.
import { describe, expect, it } from 'vitest';
import { findTerm } from '../../../../lib/syllabus/calendar/dates.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = (reading: string) =>
  [
    'Introduction to Geology',
    '',
    'Grading: midterm (40%), final exam (60%).',
    '',
    'Schedule',
    'Week 1 | Minerals | Chapter 1',
    reading,
    '**MIDTERM (10/14/99)** |',
    'Week 8 | Volcanoes | Chapter 6',
    '**FINAL EXAM (12/16/99)** |',
    '',
  ].join('\n');

describe('a term read from two-digit years', () => {
  it('takes the year of the slashed dates when no year is printed', () => {
    const items = parseSyllabus(outline('Week 2 | Rocks | Chapter 2'), { fallbackYear: 2026 });
    expect(items.find((i) => i.kind === 'midterm')?.due?.date).toBe('1999-10-14');
    expect(items.find((i) => i.kind === 'final')?.due?.date).toBe('1999-12-16');
  });

  it('prefers them to a date on the reading list', () => {
    const text = outline('Reading: J. Smith, "Old Rocks", New Yorker, July 25, 1994.');
    expect(findTerm(text, 2026).year).toBe(1999);
  });

  it('leaves a lone ratio-like triple to a year printed in full', () => {
    expect(findTerm('Spring term. Weights 8/10/12.\nExam on March 3, 2021.', 2026).year).toBe(2021);
  });
});
