// A plural component whose members one sentence elsewhere dates one by one. Invented outline.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const read = (text: string) =>
  parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.due?.date ?? null, i.weight]);

describe('due-list', () => {
  it('splits "Papers" into the days one sentence lists for them', () => {
    const text = [
      'Grading',
      '',
      'Quizzes: 20%',
      '3 papers of 5 pages each: 20% each',
      'Final exam: 20%',
      '',
      'Papers are due 10/2, 10/30, and 11/20. Topics will be handed out in class.',
    ].join('\n');
    expect(read(text)).toEqual([
      ['Quizzes', null, 20],
      ['Paper 1', '2026-10-02', 20],
      ['Paper 2', '2026-10-30', 20],
      ['Paper 3', '2026-11-20', 20],
      ['Final exam', null, 20],
    ]);
  });

  it('keeps the component whole when the days listed are fewer than its count', () => {
    const text = [
      'Grading',
      '',
      'Short papers (3 x 10%): 30%',
      'Final exam: 70%',
      '',
      'The papers are due October 2 and November 13.',
    ].join('\n');
    expect(read(text).map((i) => i[0])).toEqual(['Short papers', 'Final exam']);
  });
});
