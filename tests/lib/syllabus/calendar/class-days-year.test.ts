// (class-days-year) An outline that prints no year and no weekday beside its dates: its schedule's rows fall on
// weekdays in the year it was written for. When today's year puts several of them on a weekend, the year nearest
// the newest one the page prints that puts none there is read. Invented lines of the shape of web pages 11967 and
// 4160 (fallback 2026).
import { describe, expect, it } from 'vitest';
import { findTerm } from '../../../../lib/syllabus/calendar/dates.js';
import { newestPrintedYear, yearFromClassDays } from '../../../../lib/syllabus/calendar/rowdays.js';

const schedule = [
  'Approx. Date | Topic',
  '---|---',
  'January 17 | Introduction',
  'January 22 | Early Greek Perspectives',
  'January 26 | The Renaissance',
  'January 31 | British empiricism',
  'February 5 | Rationalism',
  'February 9 | Physiological bases',
  'March 3-11 | Spring Break',
  'April 11 | Cognitive psychology',
  'April 18 | Psychobiology',
];

describe('the year of a schedule whose rows fall on weekdays', () => {
  it('reads the year nearest the newest printed one that puts every row on a weekday', () => {
    const text = ['PSY 421 History of Psychology', 'TEXT: Hergenhahn (2001), 5th edition.', ...schedule].join('\n');
    // 2026 puts January 17 and 31, April 11 and 18 on a Saturday; 2001 puts every row on a Monday to Friday.
    expect(findTerm(text, 2026).year).toBe(2001);
  });

  it('reads slashed rows, and takes the later year first at an equal distance', () => {
    const rows = ['1/14: Introduction', '1/19: Poems', '1/24: Moliere', '1/31: Tartuffe', '2/7: Review', '2/9 TEST 1'];
    // 2026 puts 1/24, 1/31 and 2/7 on a Saturday; 1998 1/24 too, 1999 1/24 on a Sunday, 1997 1/19; 2000 none.
    expect(findTerm(['English 2112', 'MWF: 1:00-1:50', 'A 1998 interview', ...rows].join('\n'), 2026).year).toBe(2000);
  });

  it('overrules the year of a dated citation that puts the rows on weekends', () => {
    // Web page 1928's shape: the one dated year is a reading's; 1985 puts January 13, 20 and 27 on a Sunday.
    const text = [
      'History of the Vietnam War',
      'Reading: Newsweek (July 10, 1985), and a 1995 memoir.',
      'Jan 13 Perspectives on the War',
      'Jan 15 Precolonial Vietnam',
      'Jan 20 No Class: Martin Luther King, Jr. Day',
      'Jan 22 Colonizing Vietnam',
      'Jan 27 The Birth of Vietnamese Communism',
      'Jan 29 Toward the August Revolution',
    ].join('\n');
    expect(findTerm(text, 2026).year).toBe(1997);
  });

  it("keeps today's year when its weekdays fit, or when the rows are too few", () => {
    const fits = ['Topic', 'January 19 | Introduction', 'January 21 | Greeks', 'January 23 | Rome', 'Text (2001)'];
    expect(findTerm(fits.join('\n'), 2026).year).toBe(2026);
    expect(yearFromClassDays('January 17 | Introduction\nJanuary 31 | Rome\nText (2001)', 2026)).toBeNull();
  });

  it('keeps this year for a class that meets on weekends: every row on a Saturday is no evidence of a wrong year', () => {
    // A weekend programme's outline, pasted this year with no year printed: January 10 … February 14, 2026 are all
    // Saturdays, and 2025 would put them all on a Friday. Moving it would set every deadline a year in the past.
    const saturdays = ['Date | Session', 'January 10 | Orientation', 'January 17 | Strategy', 'January 24 | Finance'];
    const more = ['January 31 | Marketing', 'February 7 | Operations', 'February 14 | Final presentations'];
    expect(findTerm([...saturdays, ...more].join('\n'), 2026).year).toBe(2026);
    expect(yearFromClassDays([...saturdays, ...more].join('\n'), 2026)).toBeNull();
  });

  it('does not read a day followed by its year, nor a course number, nor the end of a span of years', () => {
    expect(yearFromClassDays('June 27, 1994 | Review\nJune 28, 1994 | x\nJune 25, 1994 | y', 2026)).toBeNull();
    expect(newestPrintedYear('HIST 2010 and ENG-2005; the 2000-2001 Handbook', 2026)).toBe(2000);
    expect(newestPrintedYear('_2000-2001 Student Handbook_ (1995)', 2026)).toBe(2000);
  });
});
