// A schedule that prints its sittings in capitals with an ordinal ("FIRST EXAM", "SECOND EXAM"): the ordinal
// numbers the member, as it does in "Second Midterm". Every outline here is invented for these tests.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (items: ReturnType<typeof parseSyllabus>) => items.map((i) => [i.title, i.weight, i.due?.date ?? null]);

describe('ordinals in capitals', () => {
  it('numbers the sittings of a counted component by the ordinal before their name', () => {
    const items = parseSyllabus(`HIST 150, Spring 2027

Final grades are based on 400 points: 3 exams worth 100 points each; a map quiz worth 25 points; and
15 one-minute papers worth 5 points each.

Schedule
Feb 24                Map quiz
March 9               **FIRST EXAM**
Apr 13                **SECOND EXAM**
May 16                **FINAL EXAM**
`);
    expect(brief(items).filter(([t]) => /exam/i.test(String(t)))).toEqual([
      ['FIRST EXAM', 25, '2027-03-09'],
      ['SECOND EXAM', 25, '2027-04-13'],
      ['FINAL EXAM', 25, '2027-05-16'],
    ]);
  });

  it('keeps a word in capitals that is no ordinal out of the name ("TENTATIVE FINAL EXAM" still dates the final)', () => {
    const items = parseSyllabus(`SOC 54, Spring 2027

Grades: 40% for the Final Exam; 60% for the papers.

TENTATIVE FINAL EXAM TO BE HELD ON FRIDAY, MAY 18, 2027
`);
    expect(brief(items)).toContainEqual(['Final Exam', 40, '2027-05-18']);
  });
  it('numbers a hyphenated name in capitals too ("SECOND MID-TERM EXAM")', () => {
    const items = parseSyllabus(`HIST 150, Spring 2027

Grading: First Mid-term Exam 30%, Second Mid-term Exam 30%, Final Paper 40%.

Schedule
March 9               FIRST MID-TERM EXAM
Apr 13                SECOND MID-TERM EXAM
`);
    expect(brief(items)).toContainEqual(['Second Mid-term Exam', 30, '2027-04-13']);
  });
});
