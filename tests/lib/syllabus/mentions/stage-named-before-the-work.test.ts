// (stage-named-before-the-work) "Rough draft of term paper due", "Outline for the research paper due": a stage word
// and "of"/"for" right before the work's name make the mention a stage before the graded submission, as "draft"
// after the name does; the paper takes the day it is handed in whole. "Final draft of" stays the submission.
// Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `SOC 410, Fall 2027

Grading
Term paper 50%
Final exam 50%

Calendar
Tuesday, October 5: Outline for the term paper due
Tuesday, November 9: 10-page Draft of Term Paper due
Friday, December 3: Term paper due
Thursday, December 16: Final exam
`;

describe('a stage named before the work', () => {
  it('leaves the stages to the paper and dates it by its submission', () => {
    const items = readSyllabus(OUTLINE, { fallbackYear: 2027 }).items;
    expect(items.find((i) => i.title === 'Term paper')?.due?.date).toBe('2027-12-03');
  });

  it('keeps "final draft of" as the submission', () => {
    const text = OUTLINE.replace(
      'Friday, December 3: Term paper due',
      'Friday, December 3: Final draft of term paper due',
    );
    const items = readSyllabus(text, { fallbackYear: 2027 }).items;
    expect(items.find((i) => i.title === 'Term paper')?.due?.date).toBe('2027-12-03');
  });
});
