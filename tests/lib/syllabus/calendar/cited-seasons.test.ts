// A season and year in a reading list's reference ("Feminist Studies 5 (Spring 1979): 346-60", "vol. 4, no. 2,
// Spring 1995, pp. 12-30") is the issue of a journal, not the term: the term is the one the outline names
// elsewhere. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { findTerm } from '../../../../lib/syllabus/calendar/dates.js';

const outline = (reference: string) =>
  ['Readings', reference, '', 'History 210, Spring 1998', 'Midterm exam: March 3', ''].join('\n');

describe('a season cited in a reference', () => {
  it('is no term when page numbers follow its bracket', () => {
    expect(findTerm(outline('J. Smith, "Old Towns," _Urban Studies_ 5 (Spring 1979): 346-60.'), 2026)).toMatchObject({
      season: 'spring',
      year: 1998,
    });
  });

  it('is no term after a volume and issue number', () => {
    expect(findTerm(outline('_Rural History_, vol. 4, no. 2, Spring 1985, pp. 12-30.'), 2026)).toMatchObject({
      season: 'spring',
      year: 1998,
    });
  });

  it('leaves a course heading with its hours alone', () => {
    expect(findTerm('History 210, Fall 1999, 10-11 MWF\nMidterm exam: Oct 3', 2026)).toMatchObject({
      season: 'fall',
      year: 1999,
    });
  });
});
