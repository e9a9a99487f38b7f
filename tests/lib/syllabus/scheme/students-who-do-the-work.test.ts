// (students-who-do-the-work) "students" beside a figure marks a statistic ("90% of students"), not the students a
// share is set for: "The term paper for all students will count as 40% of the final grade" is a share
// (lib/syllabus/scheme/shares.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

/** Two shares of 30 %: the third line decides whether the whole is made. */
const TWO_SHARES = [
  'Requirements',
  '',
  'Participation in class is worth 30% of the final grade.',
  '',
  'The two short papers are worth 30% of the final grade.',
  '',
];
const scheme = (raw: string[]) => findShares(raw)?.components.map((c) => [c.title, c.weight]) ?? [];

describe('the students a share is set for', () => {
  it('reads "the term paper for all students will count as 40%" as a share', () => {
    expect(
      scheme([...TWO_SHARES, 'The term paper for all students will count as 40% of the final grade.']).map(
        ([, w]) => w,
      ),
    ).toEqual([30, 30, 40]);
  });

  it('still reads "90% of students" as no share', () => {
    expect(scheme([...TWO_SHARES, 'Last year 40% of the students passed the final exam.'])).toEqual([]);
  });
});
