// Rule averaged-list (lib/syllabus/scheme/averaged-list.ts): the course grade is the average of a counted list of
// graded work; each name's share is its members' part of all the members. Invented outlines of the shapes of web
// pages 14385 and 3716.
import { describe, expect, it } from 'vitest';
import { averagedList } from '../../../../lib/syllabus/scheme/averaged-list.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const read = (lines: string[]) => averagedList(lines)?.map((c) => [c.title, c.weight, c.count, c.line]) ?? null;

describe('a course grade averaged over a counted list', () => {
  it('reads "an average of the three examinations and the case study paper" as shares by member', () => {
    const text = [
      'Each examination is an essay of about five pages written at home.',
      'The final grade will be determined by an average of the three examinations and',
      'the case study paper. Late work loses a grade.',
    ].join('\n');
    const steps: string[] = [];
    const r = readSyllabus(text, { fallbackYear: 2026, trace: (s) => steps.push(s) });
    expect(r.scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Examinations', 75],
      ['Case study paper', 25],
    ]);
    expect(steps.some((s) => s.startsWith('scheme averaged-list'))).toBe(true);
    expect(r.warnings).toContain(
      'Equal weights were assumed from the outline saying its items count equally: confirm them.',
    );
  });

  it('reads a list divided by its count: "(5 exams + a final exam + a homework grade)/7"', () => {
    expect(
      read([
        'Final grades of A (90-100), B (80-89), C (70-79) will be computed as the average of the',
        'earned grades from: (5 exams + a comprehensive final exam + a homework grade)/7.',
      ]),
    ).toEqual([
      ['Exams', 71.4286, 5, 1],
      ['Comprehensive final exam', 14.2857, null, 1],
      ['Homework grade', 14.2857, null, 1],
    ]);
  });

  it("reads nothing when the divisor is not the count, the average is one work's, or a name is no graded work", () => {
    expect(read(['The course grade is the average of the (4 quizzes + a final exam)/4 scores.'])).toBeNull();
    expect(read(['Your quiz grade will be the average of the two quizzes and the lab reports.'])).toBeNull();
    expect(read(['Your final grade will be based on the average of your four best quizzes.'])).toBeNull();
    expect(read(['The final grade is the average of all grades given by your instructors and the TA.'])).toBeNull();
  });
});

describe('an average that is one part of the list', () => {
  it('reads nothing when the average is an item of a list of components, or a member counts double', () => {
    expect(
      read([
        'Semester grades will represent the semester average, calculated with the',
        'following grade components: the average of any quizzes given, the mid-term',
        'exam, and the final exam.',
      ]),
    ).toBeNull();
    expect(
      read(['The final grade will be the average of the midterm exam and the double-value final exam.']),
    ).toBeNull();
  });
});
