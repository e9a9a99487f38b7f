// A bracket after a component's name that says what it is ("Written assessment (exam, 90 min.)") gives the
// component its kind, and the sitting's date a later sentence or schedule line states dates it. Invented outlines.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).items.map((i) => [i.title, i.kind, i.weight, i.due?.date ?? null]);

describe('a glossed component', () => {
  it('takes the kind of its gloss and the date of the sitting', () => {
    expect(
      brief(`Assessment
- Homework: 20%
- Presentation: 20%
- Written assessment (exam, 90 min.): 60%
The exam will take place on Friday, 6 February 2026 at 10:15.
`),
    ).toContainEqual(['Written assessment', 'midterm', 60, '2026-02-06']);
  });

  it('keeps a kind its own name gives', () => {
    expect(brief('Grading\n- Final project (report and demo): 60%\n- Quizzes: 40%\n')).toContainEqual([
      'Final project',
      'project',
      60,
      null,
    ]);
  });

  it('dates a numbered component by the schedule line its gloss and name make', () => {
    expect(
      brief(`Grades
| Component | Weight |
|---|---|
| Exam I (Midterm) | 40% |
| Exam II (Final) | 60% |

Schedule, Spring 1998
March 4 - MIDTERM EXAM
May 12 - FINAL EXAM
`),
    ).toContainEqual(['Exam I', 'midterm', 40, '1998-03-04']);
  });
});
