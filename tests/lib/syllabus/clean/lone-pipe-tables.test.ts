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
