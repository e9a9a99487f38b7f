// Images in a page converted to Markdown are decoration: each becomes its alternative text.
import { describe, expect, it } from 'vitest';
import { dropMarkdownImages } from '../../../../lib/syllabus/clean/md-images.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('Markdown images', () => {
  it('become their alternative text, and nothing else changes', () => {
    expect(dropMarkdownImages('![](../navydot.gif)  GRADING: 500 points')).toBe('  GRADING: 500 points');
    expect(dropMarkdownImages('![bullet](dot.gif) Final exam 30%')).toBe('bullet Final exam 30%');
    expect(dropMarkdownImages('[Essays](essays.html) 40% ! [note] (see below)')).toBe(
      '[Essays](essays.html) 40% ! [note] (see below)',
    );
  });

  it('never reach a component name drawn with a picture for a bullet', () => {
    const items = parseSyllabus(`Grading

![](dot.gif) Essays: 40%

![](dot.gif) Final exam: 60%
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Essays', 40],
      ['Final exam', 60],
    ]);
  });
});
