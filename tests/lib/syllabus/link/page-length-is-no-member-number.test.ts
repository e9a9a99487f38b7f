// A component named by its length ("5-7 page paper 40%", "Term paper of 10-12 pages") is one piece of work, not
// "paper 5": the schedule's "Paper due" dates it. Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `PHIL 305, Fall 2027

Grading
5-7 page paper 40%
Final exam 60%

Schedule
Sept 8 Plato, Republic I
Oct 13 Aristotle. Paper due.
Nov 3 Hume
Dec 15 Final exam
`;

describe('a page length in a component’s name', () => {
  it('numbers no member: the component is dated by the schedule’s mention of its noun', () => {
    const items = readSyllabus(OUTLINE, { fallbackYear: 2027 }).items;
    expect(items.find((i) => i.title === '5-7 page paper')?.due?.date).toBe('2027-10-13');
  });
});
