// (named-work-said-due) Work the scheme names in words of its own, with no assessment noun ("Field Notes",
// "Reading Log"), said to be due on a line under a dated schedule entry, is on the entry's day; a line that
// names other words before "due", or says something else, dates nothing. Invented outline.
import { describe, expect, it } from 'vitest';
import { namedDue } from '../../../../lib/syllabus/mentions/named-due.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `EDUC 310 Teaching Reading, Summer 2027

Grading
Field Notes 20%
Reading Log 20%
Interest Survey 10%
Rubric 10%
Unit Plan 40%

Schedule

June 3       Introductions, Read Chapter 1

June 4       Surveys in the classroom, Read Chapter 2
                   ***Field Notes are due**

June 8       Rubrics and scoring guides
                   ***Interest Survey and Reading Log are due**

June 10      Assessment, Read Chapter 5
                   **Rubric is due**

June 15      Planning a unit
                   Unit Plan workshop
`;

describe('work the scheme names, said to be due under a dated entry', () => {
  const items = readSyllabus(OUTLINE, { fallbackYear: 2027 }).items;
  const due = (title: string) => items.find((i) => i.title === title)?.due?.date ?? null;

  it("dates each named component on its entry's day", () => {
    expect(due('Field Notes')).toBe('2027-06-04');
    expect(due('Rubric')).toBe('2027-06-10');
  });

  it('reads two names joined by "and" as two mentions', () => {
    expect(namedDue('***Interest Survey and Reading Log are due**', ['Interest Survey', 'Reading Log'])).toEqual([
      { title: 'Interest Survey', index: 3, end: 18 },
      { title: 'Reading Log', index: 23, end: 34 },
    ]);
  });

  it('leaves a component no line says is due undated', () => {
    expect(due('Unit Plan')).toBeNull();
  });

  it('names nothing when a word before "due" is no component\'s', () => {
    expect(namedDue('Draft Field Notes are due', ['Field Notes'])).toEqual([]);
    expect(namedDue('Field Notes and journal are due', ['Field Notes'])).toEqual([]);
    expect(namedDue('Field Notes discussed', ['Field Notes'])).toEqual([]);
  });
});
