// (final-is-the-last-sitting) Exams numbered in the scheme ("Test 1" … "Test 3", "Exam I", "Exam II") and no final
// among them, while the schedule calls the last sitting "Final Exam": the final dates the last numbered exam, and
// unnumbered midterm rows before it date the earlier ones in order. A scheme with a final of its own, or a final on
// two days, dates nothing so. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const due = (text: string) =>
  Object.fromEntries(parseSyllabus(text).map((i) => [i.title, i.due?.date ?? null])) as Record<string, string | null>;

describe('the final sitting of numbered exams', () => {
  it('dates the last numbered test when the earlier ones are dated by their numbers', () => {
    const d = due(`GEOG 105, Fall 2027

Grading
  Test 1 | 25%
  Test 2 | 25%
  Test 3 | 25%
  Field report | 25%

Week | Topic
  Sept 20 | TEST 1
  Oct 25 | TEST 2
  Dec 9 | Final Exam
`);
    expect(d['Test 1']).toBe('2027-09-20');
    expect(d['Test 2']).toBe('2027-10-25');
    expect(d['Test 3']).toBe('2027-12-09');
  });

  it('dates the earlier exam by the one midterm row before the final', () => {
    const d = due(`LING 220, Spring 2027

Grading
  * Exam I ............ 30 percent
  * Exam II ........... 40 percent
  * Essays ............ 30 percent

Schedule
**Midterm Exam: 4 March**
**Final Exam: Tuesday, 11 May**
`);
    expect(d['Exam I']).toBe('2027-03-04');
    expect(d['Exam II']).toBe('2027-05-11');
  });

  it('leaves the last test undated when the scheme lists a final of its own', () => {
    const d = due(`GEOG 105, Fall 2027

Grading
  Test 1 | 20%
  Test 2 | 20%
  Test 3 | 20%
  Final exam | 40%

Week | Topic
  Sept 20 | TEST 1
  Oct 25 | TEST 2
  Dec 9 | Final Exam
`);
    expect(d['Test 3']).toBeNull();
    expect(d['Final exam']).toBe('2027-12-09');
  });
});
