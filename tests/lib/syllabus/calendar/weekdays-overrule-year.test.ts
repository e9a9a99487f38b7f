// An outline reused from another year: the weekdays its schedule prints fit none of the named term's days and
// all of another year's, so its dates are in that year. Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { findTerm } from '../../../../lib/syllabus/calendar/dates.js';

const term = (lines: string[]) => findTerm(['History 210', 'Exam 1 30%', ...lines].join('\n'), 2026);

describe('weekdays that overrule the term year', () => {
  it('takes the year next to the named one that the weekdays fit, January in the next year', () => {
    // Tuesday 4 September, Tuesday 16 October, Thursday 15 November 2018, Tuesday 8 January 2019.
    const t = term([
      'Fall 2019',
      'Tue Sep 4: Introduction',
      'Tue Oct 16: Exam 1',
      'Thu Nov 15: Paper due',
      'Tue Jan 8: Final',
    ]);
    expect(t).toMatchObject({ season: 'fall', year: 2018 });
  });

  it('takes a year the page prints a few years off when none next to the named one fits', () => {
    // Wednesday 27 October, Friday 12 November, Wednesday 15 December 1999 (and 2004, which the page never prints).
    const t = term([
      '[Autumn Quarter 2002](/schedule/aut2002.html)',
      'Fall 1998',
      'Midterm: Wednesday, October 27',
      'Paper due Friday, November 12',
      'Final: Wednesday, December 15',
      'Page dated 06/29/1999',
    ]);
    expect(t.year).toBe(1999);
  });

  it('leaves the named year when the weekdays fit it, or when fewer than three are printed', () => {
    expect(term(['Fall 2018', 'Tue Sep 4: Introduction', 'Tue Oct 16: Exam 1', 'Thu Nov 15: Paper due']).year).toBe(
      2018,
    );
    expect(term(['Fall 2019', 'Tue Sep 4: Introduction', 'Tue Oct 16: Exam 1']).year).toBe(2019);
  });
});
