// Converted HTML table rows that give the share first and the work after it. Invented examples.
import { describe, expect, it } from 'vitest';
import { figureFirstRows } from '../../../../lib/syllabus/clean/figure-first-rows.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight]);

describe('figure-first table rows', () => {
  it('writes rows whose share cell holds its points name first', () => {
    const text = [
      '#### Course Grade',
      '',
      '20% (40 points)  | Lab assignments (10 points each)  ',
      '---|---  ',
      '30% (60 points)  | Midterm test  ',
      '50% (100 points) |  Final exam  ',
    ].join('\n');
    const out = figureFirstRows(text).split('\n');
    expect(out[2]).toBe('Lab assignments (10 points each) | 20%');
    expect(out[5]).toBe('Final exam | 50%');
    expect(weights(text)).toEqual([
      ['Lab assignments', 20],
      ['Midterm test', 30],
      ['Final exam', 50],
    ]);
  });

  it('reads quoted rows, a line continuing a name and a total row', () => {
    const text = [
      '> Your grade is based on these percentages:',
      '',
      '> > >   40% |  reading journal  ',
      '>>> ---|---  ',
      '>>> **25%** |  field project  ',
      '> (including the site report)  ',
      '>>> **35%** |  final exam  ',
      '>>> **100%** |  **total**  ',
    ].join('\n');
    expect(weights(text).map((w) => w[1])).toEqual([40, 25, 35]);
  });

  it('leaves rows alone whose shares do not make the whole', () => {
    const text = ['20% | Labs', '30% | Midterm', '20% | Final exam'].join('\n');
    expect(figureFirstRows(text)).toBe(text);
  });
});
