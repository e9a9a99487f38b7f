// A scheme spread over paragraphs far apart, each under a heading alone on its line ("EXAMINATIONS:", a blank
// line, then the paragraph that weighs the work): the paragraphs are sections, read as one scheme however long
// they are (lib/syllabus/scheme/shares.ts, rule heading-paragraph-section). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const filler = 'Come to every meeting with the reading done and with questions about it for the group.\n'
  .repeat(7)
  .trim();

describe('paragraphs under their own headings', () => {
  it('reads one scheme from paragraphs under headings far apart', () => {
    const text = [
      'PARTICIPATION:',
      '',
      filler,
      'Participation will count for about 30% of your grade.',
      '',
      'ESSAYS:',
      '',
      filler,
      filler,
      'The essays will count for about 30% of your grade.',
      '',
      'EXAMINATIONS:',
      '',
      filler,
      'The midterm will count for about 15% of your grade and the final for about 25%.',
    ].join('\n');
    const { scheme } = readSyllabus(text, { fallbackYear: 2026 });
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Participation', 30],
      ['Essays', 30],
      ['Midterm', 15],
      ['Final', 25],
    ]);
  });
});
