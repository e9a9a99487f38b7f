// "Unit tests: 4 x 50 = 200 pts.": a product of bare numbers that the weight after it restates counts the members and
// is no part of their name (rule bare-product-before-weight). Invented outline.
import { describe, expect, it } from 'vitest';
import { extractScheme } from '../../../../lib/syllabus/scheme/layout.js';
import { segment } from '../../../../lib/syllabus/segment/lines.js';

const read = (text: string) =>
  extractScheme(segment(text), text.split('\n')).map((c) => [c.title, c.weight, c.count ?? 1]);

describe('a bare product before a weight', () => {
  it('gives the count and leaves the name clean', () => {
    const text = [
      'Points are earned as follows.',
      '',
      'Unit tests: 4 x 50 = 200 pts.',
      'Final examination: 1 x 100 = 100 pts.',
      'Weekly worksheets: 10 x 5 = 50 pts.',
      'Class participation: 50 pts.',
    ].join('\n');
    expect(read(text)).toEqual([
      ['Unit tests', 50, 4],
      ['Final examination', 25, 1],
      ['Weekly worksheets', 12.5, 10],
      ['Class participation', 12.5, 1],
    ]);
  });

  it('keeps a product the weight does not restate in the name', () => {
    const text = ['Unit tests: 4 x 50 = 150 pts.', 'Final examination: 50 pts.'].join('\n');
    expect(read(text).map(([t]) => t)).not.toContain('Unit tests');
  });
});
