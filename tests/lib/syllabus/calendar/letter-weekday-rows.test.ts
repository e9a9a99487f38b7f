// (letter-weekday-rows) A schedule's weekday letter before its date without a comma, the month before or after the
// day ("M 17 Jan: Introduction", "W Jan 19 | Introductions"): those weekdays give the year of an outline that
// prints none. Invented lines of the shape of web pages 12405 and 13039 (fallback 2026).
import { describe, expect, it } from 'vitest';
import { findTerm } from '../../../../lib/syllabus/calendar/dates.js';

const term = (lines: string[]) => findTerm(['Hist 125: World History I', 'Mid-term: 30%', ...lines].join('\n'), 2026);

describe('one-letter weekdays without a comma', () => {
  it('reads a letter before a day and its month', () => {
    // Monday 28 February then Wednesday 1 March: a leap year, 2000 alone in the years read.
    const lines = ['M 17 Jan: Introduction.', 'W 19 Jan: Mesopotamia.', 'M 28 Feb: Test 1.', 'W 1 Mar: Rome.'];
    expect(term(lines).year).toBe(2000);
  });

  it('reads a letter before a month and its day', () => {
    expect(term(['W Jan 19 | Introductions', 'M Jan 24 | Colonialists', 'M Feb 14 | No class']).year).toBe(2022);
  });

  it('leaves a lower-case letter and three letters that name no month unread', () => {
    expect(term(['m 17 Jan: Introduction.', 'W 19 Jxx: Mesopotamia.']).year).toBe(2026);
  });
});
