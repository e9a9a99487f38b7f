// A week's meeting days listed after the first ("Nov 22, 24, 26", "11/22, 24, 26") are days, not a day and a
// two-digit year: the first day stands, in the term's year, where it was read as no date at all. A two-digit
// figure near the term's year after a day is still its year. Invented lines.
import { describe, expect, it } from 'vitest';
import { findDates, type Term } from '../../../../lib/syllabus/calendar/dates.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const fall: Term = { season: 'fall', year: 2027 };
const days = (text: string, term = fall) => findDates(text, term).dates.map((d) => d.due.date);

describe('meeting days listed after a day', () => {
  it('reads the first day of a list of a week’s days, slashed or with a month name', () => {
    expect(days('12 | 11/22, 24, 26 | Reading; Friday paper due')).toEqual(['2027-11-22']);
    expect(days('Nov 22, 24, 26: Unit test')).toEqual(['2027-11-22']);
    expect(days('Oct. 20, 22, 24', { season: 'fall', year: 1998 })).toEqual(['1998-10-20']);
  });

  it("keeps a two-digit year that is the term's, and a day list whose figures cannot be days after it", () => {
    expect(days('Oct 3, 27')).toEqual(['2027-10-03']);
    expect(days('Sept. 3, 02', { season: 'fall', year: 2002 })).toEqual(['2002-09-03']);
  });

  it('dates the work of a schedule row that lists its meeting days', () => {
    const items = parseSyllabus(
      'History 101, Fall 2027\n\nGrading: Paper 50%, Final exam 50%\n\nWeek | Dates | Topic\n---|---|---\n12 | 11/22, 24, 26 | Reading; paper due\n15 | 12/13 | Final exam\n',
      { fallbackYear: 2027 },
    );
    expect(items.find((i) => i.title === 'Paper')?.due?.date).toBe('2027-11-22');
  });
});
