// (session-ordinal-after-the-season) A summer or fall session's ordinal printed straight after the season, with no
// "session" or "term" word: "Summer I 2014", "SUMMER II, 2011", "Fall (II) 2009", "Summer B 2012". The season and
// the year after the ordinal are the term. Invented examples (fallback 2026).
import { describe, expect, it } from 'vitest';
import { findTerm } from '../../../../lib/syllabus/calendar/dates.js';

const term = (head: string) => {
  const t = findTerm(['Intro to Geography', head, 'Exam 1 30%', 'July 3 Exam 1'].join('\n'), 2026);
  return `${t.season} ${t.year}`;
};

describe('a session ordinal after the season', () => {
  it('reads a bare Roman or letter ordinal between the season and the year', () => {
    expect(term('Summer I 2014')).toBe('summer 2014');
    expect(term('SUMMER II, 2011')).toBe('summer 2011');
    expect(term('Summer B 2012')).toBe('summer 2012');
  });

  it('reads an ordinal in brackets', () => {
    expect(term('FALL (II) 2009')).toBe('fall 2009');
  });

  it('still reads the ordinal after a session word', () => {
    expect(term('Summer Session II, 2011')).toBe('summer 2011');
  });
});
