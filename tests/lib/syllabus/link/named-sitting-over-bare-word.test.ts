// (named-sitting-over-bare-word) A schedule row "EXAM" on one day, taken by the "Final exam" only because the word
// is in its name, beside a sentence that names the final exam on another day: the named day is the final's (the row
// is the hour exam's). An invented outline; without the rule the final took the row's day.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('a bare "EXAM" row beside the named final', () => {
  it('leaves the final on the day that names it', () => {
    const items = parseSyllabus(`HIST 110, Spring 2027

There will be one hour examination during the term and a final examination. The final exam will be given as
specified in the Bulletin, on Thursday, May 6 from 11:00 am to 1:00 pm.

Grading: midterm (25%), final exam (25%), quiz average (25%) and papers (25%).

Schedule

Feb 1 Introduction
Feb 25 EXAM
Mar 4 The Reformation
`);
    const due = Object.fromEntries(items.map((i) => [i.title, i.due?.date ?? null]));
    expect(due['Final exam']).toBe('2027-05-06');
  });
});
