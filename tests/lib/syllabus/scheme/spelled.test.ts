// Shares written in words, and the work a sentence names after its verb. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { spelledShares } from '../../../../lib/syllabus/scheme/spelled.js';

const items = (text: string) =>
  parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight, i.due?.date ?? null]);

describe('shares in words', () => {
  it('writes spelled percentages and fractions of the grade as figures, line by line', () => {
    expect(
      spelledShares([
        'Twenty-five per cent of the grade comes from labs.',
        'Ten percent is for attendance.',
        'One third of the final grade',
        'the other half of the term',
      ]),
    ).toEqual([
      '25% of the grade comes from labs.',
      '10% is for attendance.',
      '33.33% of the final grade',
      'the other half of the term',
    ]);
  });

  it('reads "contributes half of the grade and the final essay the other half"', () => {
    const text =
      'Assessment\n\nThere are two pieces of assessed work: the take-home test contributes half of the grade and the final\nessay the other half. No exam is held.\n';
    expect(items(text).map(([t, w]) => [t, w])).toEqual([
      ['Take-home test', 50],
      ['Final essay', 50],
    ]);
  });

  it('reads "Forty per cent of your final mark is allocated to a portfolio", keeps its date and skips a cap', () => {
    const text = [
      'Assessment',
      '',
      'Forty per cent of your final mark is allocated to a design portfolio of no more than 12 pages. It must be uploaded by 5pm on Friday, 11 December 2026; a portfolio without a brief is capped at 40%.',
      '',
      'The studio critique is worth 35%.',
      '',
      'A reading log of 2,000 words counts for 25%. It is due on 20 November 2026.',
    ].join('\n');
    expect(items(text)).toEqual([
      ['Design portfolio', 40, '2026-12-11'],
      ['Studio critique', 35, null],
      ['Reading log', 25, '2026-11-20'],
    ]);
  });
});
