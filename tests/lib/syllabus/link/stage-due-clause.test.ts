// (stage-due-clause) A component's own paragraph that gives a preliminary stage's deadline first ("The outline is due
// Monday, October 6; the essay Friday, November 21"): the stage's day is not the graded work's, so the work takes the
// other day; a component that is itself the stage keeps the stage's day. Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `HIST 210, Fall 2027

Requirements
1. Two quizzes (20%).
2. An essay (10 pages) and a short outline. The outline is due Monday, October 6; the essay Friday, November 21, both in class (50%).
3. A class presentation (30%).
`;

const WITH_TOPIC = `HIST 211, Fall 2027

Requirements
1. A research essay (40%): Friday, December 5. A paragraph on your topic and a preliminary bibliography are due Friday, October 17.
2. Participation (60%).
`;

describe("a deadline said of a preliminary stage in the work's own paragraph", () => {
  it('dates the work by the other day', () => {
    const items = readSyllabus(OUTLINE, { fallbackYear: 2027 }).items;
    const essay = items.find((i) => /essay/i.test(i.title));
    expect(essay?.due?.date).toBe('2027-11-21');
  });
  it("skips a topic and bibliography deadline after the work's own", () => {
    const items = readSyllabus(WITH_TOPIC, { fallbackYear: 2027 }).items;
    const essay = items.find((i) => /essay/i.test(i.title));
    expect(essay?.due?.date).toBe('2027-12-05');
  });
});
