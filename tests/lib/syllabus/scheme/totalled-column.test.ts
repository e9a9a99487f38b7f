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
});
