// Components named by an ordinal ("First Mid-term Exam 15%", "Second Mid-term Exam 15%") and a schedule that
// prints each sitting with its ordinal ("SECOND MID-TERM EXAM"): each component is dated by its own sitting,
// not by a sentence naming every sitting. An invented outline.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('components named by an ordinal', () => {
  it('take the day of the mention with their ordinal', () => {
    const items = parseSyllabus(`HIST 210, Fall 2027

Exams
  * Two Mid-Term Exams: Thursday, September 23 & Thursday, November 4

Grading
  * First Mid-Term Exam ---------- 20%
  * Second Mid-Term Exam --------- 20%
  * Paper ------------------------ 30%
  * Final Exam ------------------- 30%

Schedule
  * September 23 - FIRST MID-TERM EXAM
  * November 4 - SECOND MID-TERM EXAM
`);
    const due = Object.fromEntries(items.map((i) => [i.title, i.due?.date ?? null]));
    expect(due['First Mid-Term Exam']).toBe('2027-09-23');
    expect(due['Second Mid-Term Exam']).toBe('2027-11-04');
  });
});
