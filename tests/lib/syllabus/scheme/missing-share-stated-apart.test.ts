// The share a scheme lacks, stated in a paragraph of its own ("Five percent of the course grade will be
// determined … on the basis of attendance"). Every outline here is invented for these tests.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { missingShare } from '../../../../lib/syllabus/scheme/complement.js';
import { segment } from '../../../../lib/syllabus/segment/lines.js';

const weights = (text: string) => parseSyllabus(text).map((i) => [i.title, i.weight]);

const LIST = `HIST 217, Spring 2027

Grading
- Essays (20%)
- Quizzes (10%)
- First paper (20%)
- Second paper (20%)
- Third paper (25%)
`;

describe('a missing share stated apart', () => {
  it('adds the part a policy paragraph weighs when it is exactly what the list lacks, named by what it is for', () => {
    expect(
      weights(`${LIST}
**Attendance Policy**
Regular attendance is necessary. Five percent of the course grade will
be determined, as indicated below, on the basis of attendance: 0 absences A+.
`),
    ).toEqual([
      ['Essays', 20],
      ['Quizzes', 10],
      ['First paper', 20],
      ['Second paper', 20],
      ['Third paper', 25],
      ['Attendance', 5],
    ]);
  });

  it('names it by the heading over its paragraph when the sentence does not say', () => {
    expect(
      weights(`${LIST}
### Lab notebook
Keep it up to date; it makes up 5% of your final grade.
`),
    ).toContainEqual(['Lab notebook', 5]);
  });

  it('adds nothing for a share taken off, a share of each member, another figure, or a scheme already whole', () => {
    const essays = (weight: number) => [
      { title: 'Essays', kind: 'assignment' as const, weight, count: null, line: 1, rest: '' },
    ];
    const found = (text: string, weight = 95) =>
      missingShare(essays(weight), segment(`Grading\n- Essays\n\n${text}\n`));
    expect(found('Five percent of the course grade is based on attendance.')).toMatchObject({
      title: 'Attendance',
      weight: 5,
    });
    expect(found('Late work: 5% of the final grade will be deducted for each day late.')).toBeNull();
    expect(found('The papers will each\naccount for 5% of the final course grade for participation.')).toBeNull();
    expect(found('Ten percent of the course grade is based on attendance.')).toBeNull();
    expect(found('Five percent of the course grade is based on attendance.', 100)).toBeNull();
  });
});
