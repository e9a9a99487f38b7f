// (season-between-two-years) A course number of four figures just before the term ("GEO 2040 Fall 2013",
// "BIO 2015 Spring, 2009"): the season with a year on both sides is read with the year after it; a year
// before its season ("2013 Fall") still names the term when no year follows. Invented examples (fallback 2026).
import { describe, expect, it } from 'vitest';
import { findTerm } from '../../../../lib/syllabus/calendar/dates.js';

const term = (head: string) => {
  const t = findTerm([head, 'Instructor: A. Person', 'Exam 1 30%', 'Oct 3 Exam 1'].join('\n'), 2026);
  return `${t.season} ${t.year}`;
};

describe('a season between two years', () => {
  it('takes the year after the season, not a course number before it', () => {
    expect(term('GEO 2040 Fall 2013')).toBe('fall 2013');
    expect(term('BIO 2015 Spring, 2009')).toBe('spring 2009');
  });

  it('still reads a year before its season when none follows', () => {
    expect(term('Syllabus 2013 Fall')).toBe('fall 2013');
  });
});
