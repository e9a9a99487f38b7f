// One table giving two schemes side by side ("25 / 20"): the first figures, when they make the whole, are the
// scheme. Invented examples.
import { describe, expect, it } from 'vitest';
import { pairedColumns } from '../../../../lib/syllabus/clean/paired-columns.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const TABLE = [
  'Evaluation:            Undergraduate / Graduate  (%)',
  '',
  'Homework #1       30   /   20',
  'Quizzes           30   /   25',
  'Final exam        40   /   30',
  'Term paper             /   25',
  '',
  'Office hours: Tuesday.',
].join('\n');

describe('two schemes side by side', () => {
  it('keeps each row with its first figure, and names alone where the first group has none', () => {
    expect(pairedColumns(TABLE).split('\n').slice(2, 6)).toEqual([
      'Homework #1    30%',
      'Quizzes    30%',
      'Final exam    40%',
      'Term paper',
    ]);
  });

  it('leaves pairs whose first figures do not make the whole alone', () => {
    const text = 'Scores (points)\nHomework   45 / 50\nQuiz   8 / 10\n';
    expect(pairedColumns(text)).toBe(text);
  });

  it('lets the scheme be read', () => {
    expect(parseSyllabus(TABLE, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([
      ['Homework #1', 30],
      ['Quizzes', 30],
      ['Final exam', 40],
    ]);
  });
});
