// (working-on-the-item) A class spent on the work ("No class, work on term paper", "Individual meetings on research
// paper", "Discussion of research papers") is not the day the work is due: the row that says it is due dates it.
// Invented outline.
import { describe, expect, it } from 'vitest';
import { findMentions } from '../../../../lib/syllabus/mentions/schedule.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `HIST 330, Spring 2027

Grading
Term paper 60%
Final exam 40%

Schedule
Monday, April 5: No class, work on term paper
Monday, April 12: Individual meetings on term paper
Monday, April 19: Term paper due
Monday, May 3: Final exam
`;

describe('a class spent on the work', () => {
  it('dates the work by the row that says it is due', () => {
    const items = readSyllabus(OUTLINE, { fallbackYear: 2027 }).items;
    expect(items.find((i) => i.title === 'Term paper')?.due?.date).toBe('2027-04-19');
  });

  it('reads no mention of the work in such a class, one modifier before its name included', () => {
    expect(findMentions('No class, work on final paper', new Set())).toEqual([]);
    expect(findMentions('Discussion of research papers', new Set())).toEqual([]);
    expect(findMentions('Meetings about your essay', new Set())).toEqual([]);
    expect(findMentions('Research paper due', new Set()).length).toBe(1);
  });
});
