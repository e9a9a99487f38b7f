// A plain-text table with a per-member column and a total column: the total is the share. Invented examples.
import { describe, expect, it } from 'vitest';
import { eachTotalColumns } from '../../../../lib/syllabus/clean/each-total.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const TABLE = [
  'Grading',
  '',
  '                 Percent-Each      Percent-Total   |   Scale',
  '    Four Quizzes     5                  20         |   90 - 100 = A',
  '    Midterm          30                 30         |   80 - 89 = B',
  '    Two Reports      10, 15             25         |   70 - 79 = C',
  '    Final Exam       25                 25         |',
  '',
  '',
  'Late work loses 10% a day.',
].join('\n');

describe('per-member and total columns', () => {
  it('blanks the per-member figures and gives the totals their unit', () => {
    const out = eachTotalColumns(TABLE).split('\n');
    expect(out[3]).toBe('    Four Quizzes                        20%         |   90 - 100 = A');
    expect(out[5]).toBe('    Two Reports                         25%         |   70 - 79 = C');
    expect(out[9]).toBe('Late work loses 10% a day.');
  });

  it('reads points when the header says points', () => {
    const text =
      'Item        Points each    Total points\nLabs        10             60\nExam        40             40\n';
    expect(eachTotalColumns(text)).toBe(
      'Item        Points each    Total points\nLabs                       60 points\nExam                       40 points\n',
    );
  });

  it('leaves a table without both headings alone', () => {
    const text = 'Item        Each    Due\nLabs        10      Friday\nExam        40      May 3\n';
    expect(eachTotalColumns(text)).toBe(text);
  });

  it('lets the scheme be read', () => {
    expect(parseSyllabus(TABLE, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([
      ['Four Quizzes', 20],
      ['Midterm', 30],
      ['Two Reports', 25],
      ['Final Exam', 25],
    ]);
  });
});
