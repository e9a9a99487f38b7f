// A table whose caption came out as the first cell of its first row (one cell more than its rule and its other
// rows): the caption goes on the blank line above, the row keeps its other cells. Invented examples.
import { describe, expect, it } from 'vitest';
import { captionCells } from '../../../../lib/syllabus/clean/caption-cell.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('caption-cell-above-table', () => {
  it('moves the caption cell onto the blank line above, keeping the lines', () => {
    const text =
      'Notes are online.\n\n**Assessment** |  Lab reports | 20%  \n---|---  \nMidterm | 30%  \nFinal exam | 50%  ';
    const out = captionCells(text).split('\n');
    expect(out.length).toBe(text.split('\n').length);
    expect(out[1]).toBe('**Assessment**');
    expect(out[2]).toBe('Lab reports | 20%');
  });

  it('leaves a table whose rows all have the same cells, or no blank line above', () => {
    const same = '\nWeek 1 | Lab reports | 20%\n---|---|---\nWeek 2 | Midterm | 30%';
    expect(captionCells(same)).toBe(same);
    const above = 'Grades\n**Assessment** | Lab reports | 20%\n---|---\nMidterm | 30%';
    expect(captionCells(above)).toBe(above);
  });

  it('names the first row by its work, not by the caption', () => {
    const text =
      'Notes are online.\n\n###  _Grading Basis_ | Short Paper #1 | 15\n\n---|---\nShort Paper #2 | 15\nClass Presentation | 20\nTerm Project | 50\nTOTAL | 100\n';
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([
      ['Short Paper 1', 15],
      ['Short Paper 2', 15],
      ['Class Presentation', 20],
      ['Term Project', 50],
    ]);
  });
});
