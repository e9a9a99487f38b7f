// Grading lists wrapped at a fixed width, each row's unit (or figure and unit, or name) on a line of its own.
// Invented examples.
import { describe, expect, it } from 'vitest';
import { joinWrappedUnits } from '../../../../lib/syllabus/clean/wrapped-units.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight]);

describe('units wrapped below their figures', () => {
  it('writes the unit after the figure and empties its line', () => {
    const text = ['Lab reports                                        40', 'points', 'Other'].join('\n');
    expect(joinWrappedUnits(text)).toBe('Lab reports                                        40 points\n\nOther');
  });

  it('reads a list whose rows wrap over two and three lines', () => {
    const text = [
      'COURSE EVALUATION:',
      '',
      'Weekly problem sets',
      '...........................................................40',
      'points',
      '',
      'Field',
      'notebook.......................................................20',
      'points',
      '',
      'Midterm test..............................................................20',
      'points',
      '',
      'Final',
      'project...............................................................',
      '_20_ points',
      '',
      'Total......................................................................100',
      'points',
    ].join('\n');
    expect(weights(text)).toEqual([
      ['Weekly problem sets', 40],
      ['Field notebook', 20],
      ['Midterm test', 20],
      ['Final project', 20],
    ]);
  });

  it('leaves a unit alone below a line with no figure or leader', () => {
    const text = ['The reading for week 3', 'points', 'Chapter 4 .......', 'percent'].join('\n');
    expect(joinWrappedUnits(text)).toBe(text);
  });
});
