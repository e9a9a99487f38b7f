// (opener-named-by-its-item) "c. Short reaction paper (about 8 pages) on a museum visit. Worth 10% and due 12
// October.": a sentence that opens with the figure's verb ("Worth", "Value:", "Counts") names nothing; the label its
// list item opens with does (lib/syllabus/scheme/shares.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const schemeOf = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('a share whose sentence opens with its verb', () => {
  it('is named by the label of its lettered item', () => {
    const text = [
      'Requirements:',
      '',
      'a. Midterm exam (worth 20%), on Thursday 22 October.',
      '',
      'b. Final exam (worth 25%), on 14 December.',
      '',
      'c. Short reaction paper (approximately 8 pages) on your visit to',
      'the museum (call first). Worth 10% and due Monday 12 October.',
      '',
      'd. Computer exercises (45%).',
    ].join('\n');
    expect(schemeOf(text)).toEqual([
      ['Midterm exam', 20],
      ['Final exam', 25],
      ['Short reaction paper', 10],
      ['Computer exercises', 45],
    ]);
  });

  it('is named by the work of a dashed item that opens with what the student does', () => {
    const text = [
      'Graded work',
      'All students will:',
      '--Complete a mid-term essay examination over the',
      'readings. Worth 30%',
      '--Write ten response papers on the weekly reading.',
      'Worth 30%.',
      '--Complete a 10 page research paper on an issue',
      'of your choosing.  Worth 40%',
    ].join('\n');
    expect(schemeOf(text)).toEqual([
      ['Mid-term essay examination', 30],
      ['Write ten response papers', 30],
      ['Research paper', 40],
    ]);
  });
});
