// A term named with a two-digit year ("Fall '98 Syllabus", "SPRING 96") and no season printed with its year in
// full: that term gives the dates their year, rather than a year on the reading list or today's. A season in a
// web address ("courses/fall98/") names nothing. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { findTerm } from '../../../../lib/syllabus/calendar/dates.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = (header: string) =>
  [
    `Introduction to Geology, ${header}`,
    '',
    'Reading: J. Smith, "Old Rocks", New Yorker, July 25, 1994.',
    '',
    'Grading: midterm (40%), final exam (60%).',
    '',
    'Midterm: October 14',
    'Final exam: December 16',
    '',
  ].join('\n');

describe('a term named with a two-digit year', () => {
  it("reads Fall '98 as the fall of 1998", () => {
    const items = parseSyllabus(outline("Fall '98"), { fallbackYear: 2026 });
    expect(items.find((i) => i.kind === 'midterm')?.due?.date).toBe('1998-10-14');
    expect(findTerm(outline("Fall '98"), 2026)).toMatchObject({ season: 'fall', year: 1998 });
  });

  it('reads SPRING 02 as the spring of 2002', () => {
    expect(findTerm(outline('SPRING 02'), 2026)).toMatchObject({ season: 'spring', year: 2002 });
  });

  it('leaves a season in a web address alone', () => {
    expect(findTerm(outline('see http://example.edu/courses/fall98/geo.html'), 2026).year).not.toBe(1998);
  });
});
