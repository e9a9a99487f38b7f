// A table giving two readings of one scheme, a weight column each (rule first-weight-column,
// lib/syllabus/scheme/first-weight-column.ts): the first column's reading is the scheme; a row empty in it
// (the graduate students' own work) and a row of figures without a name give none. Invented example.
import { describe, expect, it } from 'vitest';
import { extractScheme } from '../../../../lib/syllabus/scheme/layout.js';
import { segment } from '../../../../lib/syllabus/segment/lines.js';

const table = [
  'Graded work | Undergraduate | Graduate',
  '---|---|---',
  'Problem sets | 30% | 20%',
  'Midterm | 30% | 25%',
  'Grad paper |  | 10%',
  'Final exam | 40% | 35%',
  'Grad presentation |  | 10%',
  '| 100% | 100%',
].join('\n');

describe('a table of two weight columns', () => {
  it('reads the first column only, never the second beside it', () => {
    const steps: string[] = [];
    const scheme = extractScheme(segment(table), table.split('\n'), (s) => steps.push(s));
    expect(scheme.map((c) => [c.title, c.weight])).toEqual([
      ['Problem sets', 30],
      ['Midterm', 30],
      ['Final exam', 40],
    ]);
    expect(steps.filter((s) => s.includes('first-weight-column'))).toHaveLength(3);
  });

  it('leaves a table of one weight column alone', () => {
    const one = ['Graded work | Weight', '---|---', 'Problem sets | 30%', 'Midterm | 30%', 'Final exam | 40%'].join(
      '\n',
    );
    expect(extractScheme(segment(one), one.split('\n')).map((c) => c.weight)).toEqual([30, 30, 40]);
  });
});
