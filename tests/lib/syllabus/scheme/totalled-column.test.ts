// Bare figures in a table are points when a total row after them states their sum. Invented examples.
import { describe, expect, it } from 'vitest';
import { totalledRows } from '../../../../lib/syllabus/scheme/totalled-column.js';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const cells = (l: string) =>
  l
    .split('|')
    .map((c) => c.trim())
    .filter(Boolean);
const named = (c: string) => /exam|paper|labs?/i.test(c);

describe('a table totalled by its last row', () => {
  it('reads the rows whose bare figures add up to the stated total', () => {
    const raw = ['Labs | 50', '---|---', 'Paper | 100', '', 'Final exam | 100', '  | Total: 250'];
    expect(totalledRows(raw, cells, named)).toEqual([
      { line: 0, name: 'Labs', value: 50 },
      { line: 2, name: 'Paper', value: 100 },
      { line: 4, name: 'Final exam', value: 100 },
    ]);
  });

  it('reads nothing when the total differs or no total row follows', () => {
    expect(totalledRows(['Labs | 50', 'Paper | 100', 'Total | 200'], cells, named)).toEqual([]);
    expect(totalledRows(['Labs | 50', 'Paper | 100'], cells, named)).toEqual([]);
  });

  it('reads a total row worded "Total possible points" or "Total points available"', () => {
    const raw = ['Labs | 50', 'Paper | 100', 'Total possible points | 150'];
    expect(totalledRows(raw, cells, named).map((r) => r.value)).toEqual([50, 100]);
    expect(totalledRows([...raw.slice(0, 2), 'Total Points Available | 150'], cells, named)).toHaveLength(2);
  });

  it('keeps a table open over the emptied lines of a table whose cells stood one per paragraph', () => {
    // join-lone-pipe-cells writes each row on its first line and empties the others.
    const raw = ['Labs | 50', '', '', '', '', '---|---', '', 'Paper | 100', '', '', '', '', 'Total | 150'];
    expect(totalledRows(raw, cells, named).map((r) => r.line)).toEqual([0, 7]);
    // Rows without bars still end at two blank lines.
    expect(totalledRows(['Labs   50', '', '', 'Paper   100', 'Total   150'], (l) => l.split(/\s{3,}/), named)).toEqual(
      [],
    );
  });

  it('reads a total stated after a wide gap ("Total Possible Points          750")', () => {
    const wide = ' '.repeat(40);
    expect(
      findShares([
        'Grading',
        `Exams${wide}200`,
        `Final Exam${wide}200`,
        `Lab Reports${wide}300`,
        `Participation${wide}50`,
        '',
        `Total Possible Points${wide}750`,
      ])?.components.map((c) => [c.title, Math.round(c.weight * 10) / 10]),
    ).toEqual([
      ['Exams', 26.7],
      ['Final Exam', 26.7],
      ['Lab Reports', 40],
      ['Participation', 6.7],
    ]);
  });

  it('gives the constraint finder a points scheme', () => {
    expect(
      findShares(['Grades', 'Labs | 50', '---|---', 'Paper | 100', 'Final exam | 100', '| Total: 250'])?.components.map(
        (c) => [c.title, c.weight],
      ),
    ).toEqual([
      ['Labs', 20],
      ['Paper', 40],
      ['Final exam', 40],
    ]);
  });

  it('reads a total row without the word under an underlined column (rule nameless-footer-total)', () => {
    const raw = ['Labs | 50', '---|---', 'Paper | _100_', 'Final exam | 100', '                ____', '  | 250'];
    const totals: number[] = [];
    expect(totalledRows(raw, cells, named, totals).map((r) => r.value)).toEqual([50, 100, 100]);
    expect(totals).toEqual([250]);
    // Under two rows, or where it is no sum, a lone figure is no total.
    expect(totalledRows(['Labs | 50', 'Paper | 100', '150'], cells, named)).toEqual([]);
    expect(totalledRows([...raw.slice(0, 4), '260'], cells, named)).toEqual([]);
  });

  it('reads the count and per-item figure of a name cell, and a footer total (rule product-in-name-cell)', () => {
    expect(
      findShares([
        'Grading',
        'Lab reports | 40',
        '---|---',
        'Quizzes (4) 10 points each | 40',
        'Midterm exams (2 @ 50 points) | 100',
        'Final exam | 70',
        '  | 250',
      ])?.components.map((c) => [c.title, c.weight, c.count ?? 1]),
    ).toEqual([
      ['Lab reports', 16, 1],
      ['Quizzes', 16, 4],
      ['Midterm exams', 40, 2],
      ['Final exam', 28, 1],
    ]);
  });

  it('reads a figure parted from its name by one space or by leaders (rule figure-after-one-space)', () => {
    const raw = ['Grading', 'Essay 1 20', '', 'Lab work ........ 30', 'Final exam ---- 50', 'Total 100'];
    expect(findShares(raw)?.components.map((c) => [c.title, c.weight])).toEqual([
      ['Essay 1', 20],
      ['Lab work', 30],
      ['Final exam', 50],
    ]);
    // Without a total row that states their sum, such rows are no scheme.
    expect(totalledRows(['Essay 1 20', 'Lab work 30', 'Total 60'], (l) => [l], named)).toEqual([]);
  });

  it('reads totalled sections as one scheme where the page states their sum as a point scale (rule point-scale-total)', () => {
    const raw = [
      'Grading',
      'Homework 60',
      'Final paper 90',
      'TOTAL 150',
      '',
      'Midterm exam 120',
      'Final exam 180',
      'TOTAL 300',
      '',
      'Your grade is figured on a 450 point scale.',
    ];
    expect(findShares(raw)?.components.map((c) => [c.title, c.weight])).toEqual([
      ['Homework', 13.3333],
      ['Final paper', 20],
      ['Midterm exam', 26.6667],
      ['Final exam', 40],
    ]);
  });
});
