// The schedule names the work with the other noun of a pair the vocabulary holds ("FINAL ESSAY" for the scheme's
// "Final paper"): read in the scheme's word when it then names one component, never a guess between two.
// Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { inSchemeWords } from '../../../../lib/syllabus/link/same-work.js';

const OUTLINE = `HIST 214, Spring 2027

Grading
Short paper 20%
Final paper 40%
Final exam 40%

Schedule
Jan 20 The Renaissance
Feb 17 Reformation
Apr 22 Revolutions; FINAL ESSAY DUE
May 12 Final exam
`;

describe('a schedule that names the paper an essay', () => {
  it('dates the one paper its words name', () => {
    const items = readSyllabus(OUTLINE, { fallbackYear: 2027 }).items;
    expect(items.find((i) => i.title === 'Final paper')?.due?.date).toBe('2027-04-22');
    expect(items.find((i) => i.title === 'Short paper')?.due ?? null).toBeNull();
  });

  it('translates nothing that could be either of two components', () => {
    expect(inSchemeWords('Paper', ['First essay', 'Second essay'])).toBe('Paper');
    expect(inSchemeWords('Term papers', ['Short essays', 'Long essay'])).toBe('Term papers');
    expect(inSchemeWords('Paper', ['Essay', 'Final exam'])).toBe('essay');
    expect(inSchemeWords('FINAL ESSAY', ['Short paper', 'Final paper'])).toBe('FINAL paper');
  });

  it('leaves the name alone when the scheme uses both nouns', () => {
    expect(inSchemeWords('Essay 2', ['Essays', 'Research paper'])).toBe('Essay 2');
  });
});
