// Images and links in a page converted to Markdown: each becomes its text (an image's alternative text).
import { describe, expect, it } from 'vitest';
import { dropMarkdownImages, dropMarkdownLinks } from '../../../../lib/syllabus/clean/md-images-links.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('Markdown images', () => {
  it('become their alternative text, and nothing else changes', () => {
    expect(dropMarkdownImages('![](../navydot.gif)  GRADING: 500 points')).toBe('  GRADING: 500 points');
    expect(dropMarkdownImages('![bullet](dot.gif) Final exam 30%')).toBe('bullet Final exam 30%');
    expect(dropMarkdownImages('[Essays](essays.html) 40% ! [note] (see below)')).toBe(
      '[Essays](essays.html) 40% ! [note] (see below)',
    );
  });

  it('turns a link into its text, a title in quotes included, and leaves brackets that are no link', () => {
    expect(dropMarkdownLinks('[Midterm](midterm.html): 30%')).toBe('Midterm: 30%');
    expect(dropMarkdownLinks('15 % [City Tour assignment](http://example.edu/p1.html "Project 1") (due 3/4)')).toBe(
      '15 % City Tour assignment (due 3/4)',
    );
    expect(dropMarkdownLinks('Quizzes [best 8 of 10] (20%)')).toBe('Quizzes [best 8 of 10] (20%)');
  });

  it('turns a link whose address holds spaces (an anchor kept from HTML) into its text', () => {
    expect(dropMarkdownLinks('* **[Final exam, 100 points.](course.htm#Exams and Papers)**')).toBe(
      '* **Final exam, 100 points.**',
    );
    expect(dropMarkdownLinks('[Essay](course.htm#The Essay "Essay rules") 40%')).toBe('Essay 40%');
    const items = parseSyllabus(`Requirements

* Two quizzes, 50 points each, total 100 points.
* [Midterm exam, cumulative, 100 points.](course.htm#Mid-term and Final Exams)
* [Final exam, cumulative, 100 points.](course.htm#Mid-term and Final Exams)
* Paper, 100 points.
`);
    expect(items.map((i) => i.title.startsWith('[')).some(Boolean)).toBe(false);
    expect(items.reduce((s, i) => s + i.weight, 0)).toBeCloseTo(100, 5);
  });

  it('turns a link whose text is wrapped over lines into its text, each line kept', () => {
    expect(dropMarkdownLinks('Quizzes (25%), two essays (50%), [term\npaper](paper.html) (25%).')).toBe(
      'Quizzes (25%), two essays (50%), term\npaper (25%).',
    );
    expect(dropMarkdownLinks('a [report on an\narticle from the\nJournal](report.htm) (10 pts)')).toBe(
      'a report on an\narticle from the\nJournal (10 pts)',
    );
    // A bracket never closed lines above starts no link.
    expect(dropMarkdownLinks('Quizzes [best 8\nof the [ten](q.html)')).toBe('Quizzes [best 8\nof the ten');
    const items = parseSyllabus(`Course Requirements

Class participation (25%), three short essays (50%), [research
paper](paper.html) (25%).
`);
    expect(items.map((i) => i.title.startsWith('[')).some(Boolean)).toBe(false);
    expect(items.reduce((s, i) => s + i.weight, 0)).toBeCloseTo(100, 5);
  });

  it('never reach a component name drawn with a picture for a bullet or linked to its page', () => {
    const items = parseSyllabus(`Grading

![](dot.gif) [Essays](essays.html): 40%

![](dot.gif) _Final exam: 60%
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Essays', 40],
      ['Final exam', 60],
    ]);
  });
});
