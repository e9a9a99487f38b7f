// Items and weights on real-outline layouts (issue 16, round 8, branch issue16-peerrest).
// Every outline here is invented for the test.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../lib/syllabus/index.js';

const brief = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => ({ title: i.title, weight: i.weight }));

describe('a lower-case line under a caption', () => {
  it('reads "Course Grade" / "reading responses 10%" as an item of its own, not "Course Grade reading responses"', () => {
    const items = brief(`GEOL 140 — Fall 2027

Course Grade
reading responses 10%
Field notebook 20%
Midterm exam 30%
Final exam 40%
`);
    expect(items).toEqual([
      { title: 'reading responses', weight: 10 },
      { title: 'Field notebook', weight: 20 },
      { title: 'Midterm exam', weight: 30 },
      { title: 'Final exam', weight: 40 },
    ]);
  });

  it('still joins a lower-case line to the long unfinished line of prose it continues', () => {
    const items = brief(`GEOL 140 — Fall 2027

Your grade is the weighted sum of the work below. Short written responses to the
weekly reading 10%
Field notebook 20%
Midterm exam 30%
Final exam 40%
`);
    expect(items.map((i) => i.title)).not.toContain('weekly reading');
  });
});
