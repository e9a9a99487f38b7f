// "September 28 - First Exam": an item that opens with an ordinal after a date and a dash is no span of days
// ending on the 1st (a span runs forward); the date is its one day. Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { findDates } from '../../../../lib/syllabus/calendar/dates.js';

const term = { season: 'fall' as const, year: 2026 };

describe('an ordinal after a date and a dash', () => {
  it('is the name of the item, not the end of a span', () => {
    for (const text of ['September 28 - First Exam', 'Nov. 24 - SECOND MIDTERM', 'Oct 22 - 3rd quiz']) {
      const [d] = findDates(text, term).dates;
      expect(d?.range).toBe(false);
      expect(text.slice(d!.index, d!.end)).toMatch(/^\S+\.? \d+$/);
    }
    expect(findDates('September 28 - First Exam', term).dates[0]?.due.date).toBe('2026-09-28');
  });

  it('leaves a span that runs forward a span', () => {
    const [d] = findDates('Oct 19 - 23 Exam week', term).dates;
    expect(d?.range).toBe(true);
  });
});
