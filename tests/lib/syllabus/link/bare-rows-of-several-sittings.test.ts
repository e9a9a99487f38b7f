// (bare-rows-of-several-sittings) "Exam" on rows of several days beside a scheme with "Tests" and a "Final exam":
// the word is only the final's name, but the rows are the tests' sittings as much as the final's, so the final is
// not dated by the first of them. An invented outline.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('bare "Exam" rows on several days', () => {
  it('do not date the final exam when the scheme has other sittings', () => {
    const items = parseSyllabus(`ECON 201, Spring 2027

Grading
  * Homework ............. 20%
  * Tests ................ 40%
  * Final exam ........... 40%

Schedule
  * Monday 2/15: Exam
  * Monday 3/22: Exam
  * Friday 4/2: homework due
`);
    const due = Object.fromEntries(items.map((i) => [i.title, i.due?.date ?? null]));
    expect(due['Final exam']).toBeNull();
  });
});
