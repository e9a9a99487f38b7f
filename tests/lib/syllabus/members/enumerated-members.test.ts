// (enumerated-members) A component whose own name lists its members' numbers ("Tests 1, 2, & 3", "Papers #1, #2,
// #3", "Tests: Test I, II, III") is those members, each dated by the schedule's line for it. Invented outlines.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).items.map((i) => [i.title, i.kind, i.weight, i.due?.date ?? null]);

describe('a component whose name enumerates its members', () => {
  it('splits into the numbered members, each dated by the schedule', () => {
    const items = brief(`Grading
| Work | Weight |
|---|---|
| Tests 1, 2, & 3 | 45% |
| Lab notebook | 25% |
| Final exam | 30% |

Schedule, Fall 2026
Sept 21: Test 1
Oct 19: Test 2
Nov 16: Test 3
`);
    expect(items).toContainEqual(['Test 1', 'midterm', 15, '2026-09-21']);
    expect(items).toContainEqual(['Test 2', 'midterm', 15, '2026-10-19']);
    expect(items).toContainEqual(['Test 3', 'midterm', 15, '2026-11-16']);
  });

  it('reads Roman numerals after a capitalised noun', () => {
    const items = brief(`Course grade
- Quizzes: Quiz I, II, III - 30% total
- Essay: 30%
- Final exam: 40%
`);
    expect(items.filter((i) => /^Quiz I{1,3}$/.test(String(i[0]))).map((i) => i[2])).toEqual([10, 10, 10]);
  });

  it('leaves a range or a single number alone', () => {
    const items = brief(`Grading
- Homework on chapters 1-5: 30%
- Project 2: 30%
- Final exam: 40%
`);
    expect(items.map((i) => i[0])).not.toContain('Chapter 1');
    expect(items).toHaveLength(3);
  });

  it('leaves whole a component joining several kinds of work, and one Roman numeral', () => {
    const items = brief(`Grading
- Projects/Homework/Quizzes 1, 2: 30%
- Paper IV: 30%
- Final exam: 40%
`);
    expect(items.map((i) => i[0])).toEqual(['Projects/Homework/Quizzes 1, 2', 'Paper IV', 'Final exam']);
  });
});
