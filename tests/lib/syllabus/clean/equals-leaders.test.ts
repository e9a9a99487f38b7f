// Names set off from bare figures by a lone equals sign ("Midterm exam      = 150"): the sign is blanked so the
// rows read as points, as the same rows set off by spaces are (lib/syllabus/clean/equals-leaders.ts).
// Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { blankEqualsBeforeBareFigures } from '../../../../lib/syllabus/clean/equals-leaders.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('blank-equals-before-bare-figures', () => {
  it('blanks the lone sign before a bare figure on three rows or more, offsets kept', () => {
    const text = ['Lab reports     = 120', '', 'Field notebook=  _60_', 'Group poster    =  **20**'].join('\n');
    expect(blankEqualsBeforeBareFigures(text).split('\n')).toEqual([
      'Lab reports       120',
      '',
      'Field notebook   _60_',
      'Group poster       **20**',
    ]);
  });

  it('leaves two rows, figures with a unit, grade bands, sums and far-apart rows alone', () => {
    const two = 'Lab reports = 120\nField notebook = 60\nSee the handout.';
    expect(blankEqualsBeforeBareFigures(two)).toBe(two);
    const units = 'Lab reports = 40%\nField notebook = 30%\nGroup poster = 30 points';
    expect(blankEqualsBeforeBareFigures(units)).toBe(units);
    const bands = 'A = 90-100\nB = 80-89\nC = 70-79';
    expect(blankEqualsBeforeBareFigures(bands)).toBe(bands);
    const sums = 'x = 4\ny = 5\nz = 6';
    expect(blankEqualsBeforeBareFigures(sums)).toBe(sums);
    const apart = ['Lab reports = 120', '', '', '', 'Field notebook = 60', '', '', '', 'Group poster = 20'].join('\n');
    expect(blankEqualsBeforeBareFigures(apart)).toBe(apart);
    const shares = 'Lab reports = 50\nField notebook = 30\nGroup poster = 20';
    expect(blankEqualsBeforeBareFigures(shares)).toBe(shares);
    const twice = 'Lab reports = 3 x 40 = 120\nField notebook = 2 x 30 = 60\nGroup poster = 1 x 20 = 20';
    expect(blankEqualsBeforeBareFigures(twice)).toBe(twice);
  });

  it('keeps the sign of a row whose name is a sum or an average, blanking the others of its run', () => {
    const text = ['Lab reports 3 x 40 = 120', 'Field notebook = 60', 'Notebook average (50 + 70)/2 = 60'].join('\n');
    expect(blankEqualsBeforeBareFigures(text).split('\n')).toEqual([
      'Lab reports 3 x 40   120',
      'Field notebook   60',
      'Notebook average (50 + 70)/2 = 60',
    ]);
  });

  it('lets such a points list be read as the scheme', () => {
    const text = [
      'Evaluation',
      '',
      '    Lab reports                = 120',
      '    Field notebook             =  60',
      '    Group poster               =  20',
      '    Total                      = 200',
      '',
      'Office hours are on Tuesdays.',
    ].join('\n');
    const { scheme } = readSyllabus(text, { fallbackYear: 2026 });
    expect(scheme?.map((c) => [c.title, Math.round(c.weight)])).toEqual([
      ['Lab reports', 60],
      ['Field notebook', 30],
      ['Group poster', 10],
    ]);
  });
});
