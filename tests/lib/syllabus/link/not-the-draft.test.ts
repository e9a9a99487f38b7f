// A schedule's "Final Essays due" beside the components "Draft of final essay" and "Final argumentative essay":
// every word of the mention is in both names, and it is no draft, so it dates the one that is not a draft stage.
// Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `ENGL 330, Fall 2027

Grading
Participation 20%
Draft of final essay 20%
Final argumentative essay 60%

Calendar
Sep 9 Introduction
Oct 28 Workshop
Dec 8 Final Essays due
`;

describe('a mention that names a draft and its submission alike', () => {
  it('dates the submission, not the draft', () => {
    const items = readSyllabus(OUTLINE, { fallbackYear: 2027 }).items;
    expect(items.find((i) => i.title === 'Final argumentative essay')?.due?.date).toBe('2027-12-08');
    expect(items.find((i) => i.title === 'Draft of final essay')?.due ?? null).toBeNull();
  });
});
