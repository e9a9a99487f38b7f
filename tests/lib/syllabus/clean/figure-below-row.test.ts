// Rules join-figure-below-row and join-row-wrapped-before-figure (lib/syllabus/clean/figure-below-row.ts): a table
// row whose figure cell a conversion left on the line under it is written back as one row. Invented tables.
import { describe, expect, it } from 'vitest';
import { joinFiguresBelowRows, joinRowsWrappedBeforeFigure } from '../../../../lib/syllabus/clean/figure-below-row.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight]);

const pointsTable = [
  'Tests are written in the evening.',
  '  |  _Chapters_ |  _Points_',
  '---|---|---',
  'Test 1 | Chapters 1 - 3 |',
  '',
  '80',
  '',
  'Test 2 | Chapters 4 - 6 |',
  '',
  '80',
  '',
  'Test 3 | Chapters 7 - 9 |',
  '',
  '_40_',
  '',
  '|  |',
  '',
  '200',
  '',
  'Tests are returned a week later.',
].join('\n');

describe('join-figure-below-row', () => {
  it('writes each figure at the end of its row, the nameless total row too, keeping the line count', () => {
    const out = joinFiguresBelowRows(pointsTable);
    expect(out.split('\n')).toHaveLength(pointsTable.split('\n').length);
    expect(out.split('\n').filter((l) => l.trim())).toEqual([
      'Tests are written in the evening.',
      '  |  _Chapters_ |  _Points_',
      '---|---|---',
      'Test 1 | Chapters 1 - 3 | 80',
      'Test 2 | Chapters 4 - 6 | 80',
      'Test 3 | Chapters 7 - 9 | 40',
      '|  | 200',
      'Tests are returned a week later.',
    ]);
  });

  it('reads the rows as points of their total', () => {
    expect(weights(pointsTable)).toEqual([
      ['Test 1', 40],
      ['Test 2', 40],
      ['Test 3', 20],
    ]);
  });

  it('passes over rule lines and leaves a total cell after the last figure on its line', () => {
    const text = [
      '**Evaluation**',
      '#1| Reading log |',
      '',
      '30',
      '',
      '---|---|---',
      '#2| Field report |',
      '',
      '30',
      '',
      '#3| Final essay |',
      '',
      '40 | **Total:** | 100 points',
    ].join('\n');
    const out = joinFiguresBelowRows(text).split('\n');
    expect(out[1]).toBe('#1| Reading log | 30');
    expect(out[10]).toBe('#3| Final essay | 40');
    expect(out[12]).toBe(' | **Total:** | 100 points');
  });

  it("takes a second column of figures along and passes over the rows' own numbers", () => {
    const text = [
      '|   | **Work** |',
      '**% of grade (day)** | **% of grade (evening)**',
      '---|---|---|---',
      '1.',
      '',
      '|   | Lab reports |',
      '',
      '40% | 30%',
      '',
      '2.',
      '',
      '|   | Midterm test |',
      '',
      '30% | 30%',
      '',
      '3.',
      '',
      '|   | Final test |',
      '',
      '30% | 40%',
    ].join('\n');
    const out = joinFiguresBelowRows(text).split('\n');
    expect(out[5]).toBe('|   | Lab reports | 40% | 30%');
    expect(out[17]).toBe('|   | Final test | 30% | 40%');
    expect(out[19]).toBe('');
    expect(weights(text).map((w) => w[1])).toEqual([40, 30, 30]);
  });

  it('leaves lone figures alone that are no shares (days of a schedule) or too few rows', () => {
    const days = ['**Sept** |', '', '4', 'Introduction |', '', '11', 'Maps |', '', '18'].join('\n');
    expect(joinFiguresBelowRows(days)).toBe(days);
    const two = ['Paper |', '', '50%', 'Exam |', '', '50%'].join('\n');
    expect(joinFiguresBelowRows(two)).toBe(two);
  });
});

describe('join-row-wrapped-before-figure', () => {
  const across = [
    'Course rules.',
    '',
    '| **Grading** |  | 3 Online tests | 20% each  | Essay |',
    '20%  | Forum posts | 20%',
    '',
    'More text.',
  ].join('\n');

  it('joins the line opened by a figure onto the row it continues', () => {
    const out = joinRowsWrappedBeforeFigure(across).split('\n');
    expect(out[2]).toBe('| **Grading** |  | 3 Online tests | 20% each  | Essay | 20%  | Forum posts | 20%');
    expect(out[3]).toBe('');
  });

  it('reads the joined row as the scheme', () => {
    expect(weights(across).map((w) => w[1])).toEqual([60, 20, 20]);
  });

  it('leaves a figure without its unit, or a blank line between, alone', () => {
    const bare = ['| Essay | Exam |', '20  | Forum posts | 20'].join('\n');
    expect(joinRowsWrappedBeforeFigure(bare)).toBe(bare);
    const apart = ['| Essay | Exam |', '', '20%  | Forum | 20%'].join('\n');
    expect(joinRowsWrappedBeforeFigure(apart)).toBe(apart);
  });
});

describe('figure-below-row rules in time linear in the text', () => {
  const fastest = (rule: (text: string) => string, text: string) => {
    let best = Number.POSITIVE_INFINITY;
    for (let k = 0; k < 5; k++) {
      const t0 = performance.now();
      rule(text);
      best = Math.min(best, performance.now() - t0);
    }
    return Math.max(best, 5);
  };
  const shapes: Record<string, string> = {
    'open rows over bare figures': 'Week one | Reading |\n\n7\n\n',
    'open rows over figures with units': 'Essay | draft |\n\n20% | 15%\n\n2.\n\n',
    'wrapped rows across': '| Essay | Exam |\n20% | Quiz | 20%\n',
    'words with no bar': 'The grade will be made up as follows and then some more words\n',
  };
  for (const [name, unit] of Object.entries(shapes))
    for (const rule of [joinFiguresBelowRows, joinRowsWrappedBeforeFigure])
      it(`${rule.name}: ${name}`, () => {
        const of = (size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
        fastest(rule, of(20_000));
        expect(fastest(rule, of(200_000)) / fastest(rule, of(20_000))).toBeLessThan(40);
      });
});
