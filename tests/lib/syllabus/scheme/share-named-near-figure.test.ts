// A percentage of the grade no reader made a share of becomes a candidate when graded work is named in its clause
// (share-named-near-figure), and a run of such named percentages may span paragraphs further apart than a run's
// usual gap (named-shares-far-apart). Invented examples of the forms real outlines use.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const scheme = (src: string) => readSyllabus(src, { fallbackYear: 2027 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => `Line ${i + 1} of the description says what the work asks of you.`);

describe('a share named by the graded work near its figure', () => {
  it('reads "The essay is due March 3rd, and will count towards 40% of the course grade"', () => {
    const text = [
      'Requirements',
      '',
      'The essay is **due March 3rd** , and will count towards 40% of the course',
      'grade. A proposal for it is due two weeks before.',
      '',
      'Weekly reviews of five readings will count towards 35% of the course grade.',
      '',
      'The oral presentation will count towards 25% of the course grade.',
    ].join('\n');
    const read = scheme(text);
    expect(read.map(([, w]) => w)).toEqual([40, 35, 25]);
    expect(read[0]![0]).toBe('Essay');
    expect(read[1]![0]).toMatch(/^Weekly reviews/);
  });

  it('reads no scheme from statistics of a class', () => {
    const text = [
      'Last year 40% of the students earned an A, 35% of the students a B and 25% of the students a C.',
      '',
      'The exam average was 72% of the maximum.',
    ].join('\n');
    expect(scheme(text)).toEqual([]);
  });
});

describe('named shares far apart', () => {
  it('reads a scheme stated section by section, with long descriptions between the shares', () => {
    const text = [
      '_Fifty percent of your final grade will be based on class participation.',
      '"Participation" includes your weekly questions._',
      ...filler(16),
      '',
      'Reviews should be 1000 words and will count as _25% of your grade_.',
      ...filler(8),
      '',
      'The annotated bibliography is the final project for the class ( _25% of your grade_ ).',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Class participation', 50],
      ['Reviews', 25],
      ['Project for the class', 25],
    ]);
  });
});

describe('a share written in words inside emphasis', () => {
  it('reads "_Sixty percent_" glued to the underscore of its emphasis', () => {
    const text = [
      'Grading',
      '',
      'Essays: _Sixty percent_ of the grade.',
      'Final exam: _Forty percent_ of the grade.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Essays', 60],
      ['Final exam', 40],
    ]);
  });
});
