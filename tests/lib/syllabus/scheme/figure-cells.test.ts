// A table cell that only weighs, written "= 15%" or "25% of final grade". Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (text: string) =>
  parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight] as [string, number]);

describe('figure cells', () => {
  it('reads "= 15%" cells and a first row "25% of final grade" as the rows\' weights', () => {
    const text = [
      'Evaluation:',
      '',
      '**Lab report** | **25% of final grade**',
      '---|---',
      '**Field work** | **= 25%**',
      '**Poster** | **= 20%**',
      '**Final exam** | **= 30%**',
      '',
    ].join('\n');
    expect(weights(text)).toEqual([
      ['Lab report', 25],
      ['Field work', 25],
      ['Poster', 20],
      ['Final exam', 30],
    ]);
  });
});
