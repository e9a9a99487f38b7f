// (quiz-rows-are-sittings) A counted component of quizzes ("Quizzes (2 x 10%)") and a schedule naming "Quiz" on
// as many rows, each on its own day, without saying it is due: a quiz is sat on its day, so the rows date the
// members in order. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (src: string) =>
  parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight, i.due?.date ?? null]);

const outline = (other: string) => `GEOG 1100, Spring 2027

Grading
Quizzes (2 x 10%) 20%
${other} 30%
Final exam 50%

Date   | Topic
-------|---------------------
Feb 2  | Maps and scale
Feb 9  | Quiz
Mar 2  | Climate
Mar 16 | Quiz
Apr 6  | Review
`;

describe('quiz rows are sittings', () => {
  it('dates each quiz by its row', () => {
    expect(brief(outline('Field report')).filter((i) => /^Quiz/.test(i[0] as string))).toEqual([
      ['Quiz 1', 10, '2027-02-09'],
      ['Quiz 2', 10, '2027-03-16'],
    ]);
  });

  it('keeps the quizzes whole when another component shares the noun', () => {
    expect(brief(outline('Map quiz')).map((i) => i[0])).toContain('Quizzes');
  });
});
