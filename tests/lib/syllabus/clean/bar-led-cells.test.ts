// Rule join-bar-led-cells (lib/syllabus/clean/bar-led-cells.ts): a table written one row's first cell a line and
// each further cell on a line opening with the bar is joined back into rows, one under another. Invented tables.
import { describe, expect, it } from 'vitest';
import { joinBarLedCells } from '../../../../lib/syllabus/clean/bar-led-cells.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const table = [
  'How the grade is made up:',
  '',
  'Work',
  '',
  '|  Points',
  '',
  '|  Due',
  '---|---|---',
  'Midterm Test',
  '',
  '|  60',
  '',
  '|  October 14',
  'Field Journal',
  '',
  '|  40',
  '',
  '|  November 2',
  'Final Test',
  '',
  '|  100',
  '',
  '|  December 9',
  '',
  'Office hours are on Tuesdays.',
].join('\n');

describe('join-bar-led-cells', () => {
  it('joins each row and writes the rows one under another, keeping the line count', () => {
    const out = joinBarLedCells(table);
    expect(out.split('\n')).toHaveLength(table.split('\n').length);
    expect(out.split('\n').filter((l) => l.trim())).toEqual([
      'How the grade is made up:',
      'Work | Points | Due',
      '---|---|---',
      'Midterm Test | 60 | October 14',
      'Field Journal | 40 | November 2',
      'Final Test | 100 | December 9',
      'Office hours are on Tuesdays.',
    ]);
    // The lines after the table keep their numbers.
    expect(out.split('\n')[24]).toBe('Office hours are on Tuesdays.');
  });

  it('lets the layout reader read the points table', () => {
    const steps: string[] = [];
    const r = readSyllabus(`Course Grading\n\n${table}`, { fallbackYear: 2026, trace: (s) => steps.push(s) });
    expect(r.scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Midterm Test', 30],
      ['Field Journal', 20],
      ['Final Test', 50],
    ]);
    expect(steps.some((s) => s.startsWith('clean: join-bar-led-cells changed the text'))).toBe(true);
  });

  it('leaves a table of fewer than three rows with a bare figure alone (a schedule is read as it is)', () => {
    const schedule = [
      'Week',
      '',
      '|  Topic',
      '---|---',
      'Sept 4',
      '',
      '|  Introductions',
      'Sept 11',
      '',
      '|  Reading 2 and quiz',
      'Sept 18',
      '',
      '|  12',
    ].join('\n');
    expect(joinBarLedCells(schedule)).toBe(schedule);
    expect(joinBarLedCells('Paragraph\n\n| a cell\n')).toBe('Paragraph\n\n| a cell\n');
  });
});
