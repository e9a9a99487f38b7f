// A year printed in two digits far from the term's is no year: "G 10.1-10.7" (sections of a book) is no
// day of 2010. Two-digit years of the term stay dates. Invented lines.
import { describe, expect, it } from 'vitest';
import { findDates, type Term } from '../../../../lib/syllabus/calendar/dates.js';

const fall: Term = { season: 'fall', year: 2024 };
const days = (text: string) => findDates(text, fall).dates.map((d) => d.due.date);

describe('two-digit years far from the term', () => {
  it('reads no date in a run of section numbers', () => {
    expect(days('Read: **G 10.1-10.7**')).toEqual([]);
    expect(days('Sections 11.2-11.9')).toEqual([]);
  });

  it("keeps a date whose two-digit year is the term's or the next", () => {
    expect(days("Oct 3 '24")).toEqual(['2024-10-03']);
    expect(days('10-3-24')).toEqual(['2024-10-03']);
    expect(days('tentatively 02/24/25')).toEqual(['2025-02-24']);
  });
});
