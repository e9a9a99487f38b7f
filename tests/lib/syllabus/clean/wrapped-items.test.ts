// A list item whose name wraps onto the next line, the weight at its end: one item. Invented examples.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { joinWrappedItems } from '../../../../lib/syllabus/clean/wrapped-items.js';

const LIST = [
  'Assignments and evaluation',
  '',
  '  1. Weekly quizzes 15%',
  '  2. Reading journal 25%',
  '  3. Design a field study of a local watershed',
  '',
  '',
  '(must include a sampling plan) 40%',
  '  4. Final examination 20%',
].join('\n');

describe('list items wrapped onto the next line', () => {
  it('joins the item onto the line of its weight, the line count kept', () => {
    const out = joinWrappedItems(LIST).split('\n');
    expect(out).toHaveLength(9);
    expect(out[4]).toBe('');
    expect(out[7]).toBe('  3. Design a field study of a local watershed (must include a sampling plan) 40%');
  });

  it('leaves an item alone when what follows is another item, or does not end on a weight', () => {
    const text = '1. Essays\n2. Exams 40%\n3. Project\nsee the handout for 20% of it and more\n';
    expect(joinWrappedItems(text)).toBe(text);
  });

  it('joins a short label that ends on "and" to the lower-case rest of it and its weight', () => {
    const text = 'Grade distribution:\n\nPapers 50%\n\nExams 40%\n\nAttendance and\n\nparticipation 10%\n';
    expect(joinWrappedItems(text).split('\n')[8]).toBe('Attendance and participation 10%');
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([
      ['Papers', 50],
      ['Exams', 40],
      ['Attendance and participation', 10],
    ]);
    // A capitalised line below starts something else.
    const apart = 'Reading and\nWriting 10%\n';
    expect(joinWrappedItems(apart)).toBe(apart);
  });

  it('lets the scheme be read', () => {
    expect(parseSyllabus(LIST, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([
      ['Weekly quizzes', 15],
      ['Reading journal', 25],
      ['Design a field study of a local watershed', 40],
      ['Final examination', 20],
    ]);
  });
});
