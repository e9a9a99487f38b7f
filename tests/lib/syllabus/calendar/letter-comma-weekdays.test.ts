// (letter-comma-weekdays) A schedule that writes its weekday as one capital letter and a comma before the day
// ("M, 3/2", "W, Sep 2"): those weekdays count like any other printed beside a date, so they give the year of an
// outline that prints none, and overrule a term year they do not fit. Invented minimal examples (fallback 2026).
import { describe, expect, it } from 'vitest';
import { findTerm } from '../../../../lib/syllabus/calendar/dates.js';

const term = (lines: string[]) => findTerm(['Intro to Geography', 'Exam 1 30%', ...lines].join('\n'), 2026);

describe('one-letter weekdays with a comma', () => {
  it('reads a letter and a comma before a slashed day', () => {
    // Tuesday 29 February: 2000 alone in the years read.
    expect(term(['T, 1/18 Introduction', 'F, 1/21 Maps', 'T, 2/29 Exam 1', 'R, 3/2 Review']).year).toBe(2000);
  });

  it('reads a letter and a comma before a month and day', () => {
    expect(term(['M, Sep 2 Introduction', 'W, Sept. 11 Maps', 'F, Sep 20 Exam 1']).year).toBe(2024);
  });

  it('lets those weekdays overrule a term year they do not fit', () => {
    const lines = ['Spring 2011', 'M, 3/1 Maps', 'W, 3/3 Rivers', 'M, 3/8 Exam 1', 'W, 3/10 Review'];
    expect(term(lines).year).toBe(2010);
  });

  it('leaves three letters that name no month, and a lower-case letter, unread', () => {
    expect(term(['m, Sep 2 Introduction', 'W, Sxx 11 Maps']).year).toBe(2026);
  });
});
