// A converted HTML table with one cell per paragraph and a lone bar between cells: each row joined back into
// one line on its first line, the other lines emptied. Invented tables.
import { describe, expect, it } from 'vitest';
import { joinLonePipeCells } from '../../../../lib/syllabus/clean/lone-pipe-tables.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const table = `Schedule

Sept 3

|

Introduction

|

Chapters 1-2

Sept 10 [Tuesday]

|

Examination #1

|



|

Chapters 3-4`;

describe('lone-bar tables', () => {
  it('joins each row on its first line and keeps the line count', () => {
    const out = joinLonePipeCells(table);
    expect(out.split('\n')).toHaveLength(table.split('\n').length);
    const rows = out.split('\n').filter((l) => l.trim());
    expect(rows).toEqual([
      'Schedule',
      'Sept 3 | Introduction | Chapters 1-2',
      'Sept 10 [Tuesday] | Examination #1 |  | Chapters 3-4',
    ]);
  });

  it('leaves a table whose rows already hold bars', () => {
    const usual = 'March 26 |  Topic one\n|  Read: chapter 1\nApril 2 |  Recess\n|\nApril 9 |  Topic two\n|';
    expect(joinLonePipeCells(usual)).toBe(usual);
    const wrapped = 'Sept 3\nTopic one |  Read: chapter 1\n|\nSept 10\nTopic two |  Read: chapter 2\n|';
    expect(joinLonePipeCells(wrapped)).toBe(wrapped);
  });

  it('joins the rows of a table inside a quotation, without the quotation marks', () => {
    // Invented: a points table quoted ("> ") on a page converted from HTML, one cell per paragraph.
    const quoted = [
      '> Grading:',
      '>',
      '> Lab report (due Oct. 5)',
      '>',
      '> |',
      '>',
      '> 40 pts.',
      '>',
      '> ---|---',
      '>',
      '> Final exam',
      '>',
      '> |',
      '>',
      '> 60 pts.',
      '>',
      '> **TOTAL**',
      '>',
      '> |',
      '>',
      '> **100 pts.**',
    ].join('\n');
    const out = joinLonePipeCells(quoted).split('\n');
    expect(out).toHaveLength(21);
    expect(out.filter((l) => /\w/.test(l))).toEqual([
      '> Grading:',
      'Lab report (due Oct. 5) | 40 pts.',
      'Final exam | 60 pts.',
      '**TOTAL** | **100 pts.**',
    ]);
    expect(parseSyllabus(quoted).map((i) => [i.title, i.weight])).toEqual([
      ['Lab report', 40],
      ['Final exam', 60],
    ]);
  });

  it('joins the first row under a quoted header and its rule, and reads the points of the total row', () => {
    // Invented: a quoted points table whose header row and rule stand right above its first row.
    // Each line of marks stands between blank lines, so a row spans ten lines, nine emptied under the joined row.
    const cell = (t: string) => ['', '>', '', `> ${t}`];
    const row = (name: string, figure: string) => [`> ${name}`, ...cell('|'), ...cell(figure), '>  '];
    const quoted = [
      '> **Points:** Assignment |  Value  ',
      '> ---|---  ',
      '>  ',
      ...row('Reading journal', '120'),
      ...row('Unit tests (3 x 100)', '300'),
      ...row('Teaching portfolio', '80'),
      ...row('Total', '500'),
      '> **Grade scale:**',
    ].join('\n');
    const out = joinLonePipeCells(quoted).split('\n');
    expect(out).toHaveLength(quoted.split('\n').length);
    expect(out.filter((l) => /\w/.test(l)).slice(1, 5)).toEqual([
      'Reading journal | 120',
      'Unit tests (3 x 100) | 300',
      'Teaching portfolio | 80',
      'Total | 500',
    ]);
    expect(parseSyllabus(quoted).map((i) => [i.title, i.weight])).toEqual([
      ['Reading journal', 24],
      ['Unit tests', 60],
      ['Teaching portfolio', 16],
    ]);
  });

  it('leaves the quoted row that closes a table written the usual way', () => {
    const usual = [
      '> Grading',
      '>',
      '> |',
      '>',
      '> Quiz |',
      '>',
      '> 40% |',
      '>',
      '> Final |',
      '>',
      '> 60%',
      '>',
      '>  |',
      '>',
      '> Back to top',
    ].join('\n');
    expect(joinLonePipeCells(usual)).toBe(usual);
  });

  it('dates the examination its row names', () => {
    const items = parseSyllabus(
      `Fall 2002\n\nGrading\n\nExaminations (2 @ 50% each): 100%\n\n${table}\n\nOct 3\n\n|\n\nExamination #2\n\n|\n\nChapters 5-6`,
      {
        fallbackYear: 2002,
      },
    );
    expect(items.map((i) => [i.title, i.due?.date ?? null])).toEqual([
      ['Examination #1', '2002-09-10'],
      ['Examination #2', '2002-10-03'],
    ]);
  });
});
