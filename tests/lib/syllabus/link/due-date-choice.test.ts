// Which date a component takes when the outline names it more than once (lib/syllabus/link/merge.ts):
// the mention that says which sitting it is over a plural naming every sitting, and the row that says a
// numbered piece of work is due over the row that sets it. Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const dueOf = (text: string, title: string) =>
  parseSyllabus(text, { fallbackYear: 2026 }).find((i) => i.title === title)?.due?.date ?? null;

describe('due date choice', () => {
  it('dates the final exam by the mention that names the final, not by a plural naming both exams', () => {
    const text = [
      'Spring 2021',
      'Exams will be held online on March 04 and May 11.',
      '- Midterm is during class on Thursday, March 04.',
      '- Final is 10:30 am, Tuesday, May 11.',
      '',
      'Grading',
      'Problem Sets | 30%',
      'Midterm | 30%',
      'Final Exam | 40%',
    ].join('\n');
    expect(dueOf(text, 'Midterm')).toBe('2021-03-04');
    expect(dueOf(text, 'Final Exam')).toBe('2021-05-11');
  });

  it('takes the row that says a numbered member is due, not the row that sets it', () => {
    const text = [
      'Fall 2026',
      'Grading: Homework (40%), Midterm (30%), Final exam (30%)',
      '',
      'Aug 26',
      ': **HW 1**',
      'Aug 31',
      ': **HW 2**',
      'Sep 04',
      ': **HW 1 DUE**',
      'Sep 11',
      ': **HW 2 DUE**',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.filter((i) => /^HW/.test(i.title)).map((i) => [i.title, i.due?.date])).toEqual([
      ['HW 1', '2026-09-04'],
      ['HW 2', '2026-09-11'],
    ]);
  });

  it('takes the row that says the homework is due, not the row that sets it', () => {
    const text = [
      'Fall 2026',
      'Grading: Homework 1 (50%), Homework 2 (50%)',
      '',
      'Aug 26',
      ': **Homework 1**',
      'Aug 30',
      ': **Homework 2**',
      'Sep 04',
      ': **Homework 1 DUE**',
      'Sep 11',
      ': **Homework 2 DUE**',
    ].join('\n');
    expect(dueOf(text, 'Homework 1')).toBe('2026-09-04');
    expect(dueOf(text, 'Homework 2')).toBe('2026-09-11');
  });
});

describe('a component line that gives a draft and a final date', () => {
  const text = [
    'Spring 2026',
    '| Assignment | Weight | Due |',
    '| --- | --- | --- |',
    '| Initial Paper | 40% | Complete Draft: Thurs, Jan 22 / Final Version: Tues, Feb 3 |',
    '| Project Proposal | 20% | Tues, Feb 17 / Final Draft: Tues, Feb 24 |',
    '| Final exam | 40% | |',
  ].join('\n');
  const items = parseSyllabus(text, { fallbackYear: 2026 });
  const due = (title: string) => items.find((i) => i.title === title)?.due?.date ?? null;

  it('dates the work by its final version, the slash ending the draft clause', () => {
    expect(due('Initial Paper')).toBe('2026-02-03');
  });

  it('dates even a draft-named component (a proposal) by its final draft', () => {
    expect(due('Project Proposal')).toBe('2026-02-24');
  });
});

describe('members a component counts and dates in its own clause', () => {
  it('splits "two written assignments of 20% each, due 6 March and 24 April" into two dated members', () => {
    const text = [
      'Continuous assessment (40%): two written assignments of 20% each, due 6 March and 24 April 2026.',
      'Final examination (60%): three hours, in the May examination period.',
    ].join('\n');
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight, i.due?.date ?? null])).toEqual([
      ['Written assignment 1', 20, '2026-03-06'],
      ['Written assignment 2', 20, '2026-04-24'],
      ['Final examination', 60, null],
    ]);
  });
});
