// (topic-due) Calendar rows that hand in a paper's topic or its bibliography ("Essay - topic due", "Essay
// bibliography due") before the row the essay itself is due: those rows are stages before the graded work, so the
// essay takes the day it is handed in. Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `SOC 250, Spring 2027

Grading
Midterm exam 30%
Research essay 40%
Participation 30%

Calendar
* Essay - topic due - Feb 9
* Midterm exam - Mar 2
* Essay - annotated bibliography due - Mar 16
* Complete essay due - April 20
`;

describe("a paper's topic or bibliography due before the paper", () => {
  it('dates the paper by the row that hands it in', () => {
    const items = readSyllabus(OUTLINE, { fallbackYear: 2027 }).items;
    expect(items.find((i) => i.title === 'Research essay')?.due?.date).toBe('2027-04-20');
  });
});
