// A page that names terms of two seasons ("Fall 2019" in a header left from another term, "Spring 2019" in its
// text): the term is the one whose months hold the days the outline prints. Invented examples.
import { describe, expect, it } from 'vitest';
import { findTerm } from '../../../../lib/syllabus/calendar/dates.js';

describe('terms of two seasons', () => {
  it('takes the term whose months hold the printed days', () => {
    const text =
      'Fall 2019, Dr. X\nThis page is for the course in Spring 2019.\nMid-term (March 20th); project due May 10.';
    expect(findTerm(text, 2026)).toMatchObject({ season: 'spring', year: 2019 });
  });

  it('keeps the first term named when the days do not tell, or when only one season is named', () => {
    expect(findTerm('Fall 2019 course. In Spring 2019 it was taught by Y.', 2026)).toMatchObject({
      season: 'fall',
      year: 2019,
    });
    expect(findTerm('Fall 2019 course. Exam on March 20th.', 2026)).toMatchObject({ season: 'fall', year: 2019 });
  });
});
