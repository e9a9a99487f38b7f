// "Online discussion\n(20% of your grade)": a figure that opens its line in parentheses, followed only by what it is a
// share of, is no "name (weight)" line of the layout; the finder names it by the line above. Invented outline.
import { describe, expect, it } from 'vitest';
import { extractScheme } from '../../../../lib/syllabus/scheme/layout.js';
import { segment } from '../../../../lib/syllabus/segment/lines.js';

const read = (text: string) => extractScheme(segment(text), text.split('\n')).map((c) => [c.title, c.weight]);

describe('a share of the grade alone on its line', () => {
  it('is not named "of your grade" by the layout reader', () => {
    const text = [
      'Your grade is made of three parts:',
      '',
      'Weekly forum posts',
      '(30% of your grade)',
      '',
      'Unit tests (50% of your grade)',
      '',
      'Term project (20% of your grade)',
    ].join('\n');
    expect(read(text).filter(([t]) => /^of\b/i.test(String(t)))).toEqual([]);
  });
});
