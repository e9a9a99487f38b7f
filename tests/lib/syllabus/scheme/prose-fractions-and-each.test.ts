// Schemes stated in running prose: fractions in words after a weighting verb, "count as N%", a per-item share
// after a colon, fractions in parentheses, and one share per item whose count a sentence of its own gives.
// Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { spelledShares } from '../../../../lib/syllabus/scheme/spelled.js';

const items = (text: string) => parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight]);

describe('prose schemes', () => {
  it('reads a fraction right after a weighting verb as a share (count-as-fraction), not "worth a half point"', () => {
    expect(
      spelledShares([
        'the lab report will count as one-fourth, and the poster counts for one third.',
        'This quiz constitutes one-fourth of your final grade.',
        'Each absence is worth a half point; coming late counts as one half an absence.',
      ]),
    ).toEqual([
      'the lab report will count as 25%, and the poster counts for 33.33%.',
      'This quiz constitutes 25% of your final grade.',
      'Each absence is worth a half point; coming late counts as one half an absence.',
    ]);
  });

  it('still names a share "will count as N%" by the words before the verb (a guard for count-as)', () => {
    const text =
      'Grading\n\nYour grade: the midterm exam will count as 30%, the lab journal will count as 30%, and the research paper will count as 40%.\n';
    expect(items(text)).toEqual([
      ['midterm exam', 30],
      ['lab journal', 30],
      ['research paper', 40],
    ]);
  });

  it('keeps the subject when only an adverb stands before "will count as" (count-as)', () => {
    const text =
      'Grading\n\nThere will be two quizzes, each worth 40%. Short reading checks will be given weekly, and collectively will count\nas 20% of the final grade.\n';
    expect(items(text).map(([t]) => t)).toContain('Short reading checks');
  });

  it('reads "as follows: each test will count as one-fourth" as a share per test (each-after-colon)', () => {
    const text = [
      'Schedule',
      '',
      'Mar 3: FIRST TEST',
      '',
      'Apr 14: SECOND TEST',
      '',
      'The grade for the course will be computed as follows: each test will count as one-fourth, the final',
      'examination will count as one-fourth, and the lab journal will count as one-fourth.',
    ].join('\n');
    const got = items(text);
    expect(got.reduce((a, [, w]) => a + (w as number), 0)).toBeCloseTo(100, 0);
    expect(got).toContainEqual(['Final examination', 25]);
    expect(got).toContainEqual(['Lab journal', 25]);
  });

  it('reads "Quiz (1/3)" as a third, not "Week 4 (2/3)" (paren-fraction)', () => {
    expect(
      spelledShares(['Requirements: weekly quiz (1/3), lab report (2/3).', 'Week 4 (2/3) Enzymes', 'Vol. 34(1/2)']),
    ).toEqual(['Requirements: weekly quiz (33.33%), lab report (66.67%).', 'Week 4 (2/3) Enzymes', 'Vol. 34(1/2)']);
  });

  it('reads "four lab practicals … Each practical will count 25%" as the whole grade (each-share-counted-apart)', () => {
    const text = [
      'Evaluation',
      '',
      'There will be four lab practicals in this course. Practicals are closed book and cannot be made up.',
      'Each practical will count 25% of the course grade.',
    ].join('\n');
    expect(items(text)).toEqual([['Lab practicals', 100]]);
  });

  it('reads no scheme when the stated count does not make the whole (each-share-counted-apart)', () => {
    const text = [
      'Evaluation',
      '',
      'There will be three lab practicals in this course.',
      'Each practical will count 25% of the course grade.',
    ].join('\n');
    expect(items(text)).toEqual([]);
  });
});
