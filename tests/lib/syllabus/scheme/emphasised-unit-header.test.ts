// Lines "Name figure" under a column header whose unit is emphasised ("_**Task**_ _**Points**_"): the figures are
// points, shares of the total the list states, not percentages. Invented outline.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('a unit header in emphasis', () => {
  it('reads the figures under "_**Task**_ _**Points**_" as points of the stated total', () => {
    const src = [
      'GRADING',
      '',
      '_**Task**_ _**Points**_',
      '',
      'Lab reports 80',
      '',
      'Midterm test 60',
      '',
      'Term essay 40',
      '',
      'Participation _20_',
      '',
      '**Total points** 200',
    ].join('\n');
    const items = parseSyllabus(src, { fallbackYear: 2027 });
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Lab reports', 40],
      ['Midterm test', 30],
      ['Term essay', 20],
      ['Participation', 10],
    ]);
  });

  it('reads no figure from the end of a range under it ("Test 1 Units 1 - 4")', () => {
    const src = [
      'Course work (totalling 11 points)',
      '',
      '_**Test**_ _**Points**_',
      '',
      'Test 1 Units 1 - 4',
      '',
      'Test 2 Units 5 - 7',
    ].join('\n');
    expect(parseSyllabus(src, { fallbackYear: 2027 })).toEqual([]);
  });
});
