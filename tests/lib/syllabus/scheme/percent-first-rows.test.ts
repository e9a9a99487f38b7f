// A table whose rows open with their weight, its first row taken for the header. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { percentFirstRows } from '../../../../lib/syllabus/scheme/percent-first-rows.js';

const cells = (line: string) => line.split('|');

describe('percent-first rows', () => {
  it('names each figure by the cell after it, cut at the colon that opens its details', () => {
    const raw = ['20% | Quiz A: Mon Mar 2, 9:00am', '---|---', '30% | Lab work', '50% | Final exam'];
    expect(percentFirstRows(raw, cells, () => true).map((r) => [r.name, r.value])).toEqual([
      ['Quiz A', 20],
      ['Lab work', 30],
      ['Final exam', 50],
    ]);
  });

  it('reads nothing from a lone row, a row whose first cell holds more than its figure, or an unnamed cell', () => {
    expect(percentFirstRows(['20% | Quiz A'], cells, () => true)).toEqual([]);
    expect(percentFirstRows(['up to 5% | bonus', 'about 5% | more'], cells, () => true)).toEqual([]);
    expect(percentFirstRows(['20% | 3', '30% | 4'], cells, () => true)).toEqual([]);
  });

  it('lets a scheme whose first row became the header add up', () => {
    const text = [
      'Grades are weighted as follows:',
      '',
      '20% | Quiz A',
      '---|---',
      '30% | Lab work',
      '50% | Final exam',
      '',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Quiz A', 20],
      ['Lab work', 30],
      ['Final exam', 50],
    ]);
  });
});
