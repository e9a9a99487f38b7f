// A count at each item's figure ("Labs (5 @ 20 pts)", "3 essays @ 50 points 150 points"): the share is the
// product, a figure right after it restating the product is no share, and in points such a run is whole only
// by a stated total (count-at-figure, lib/syllabus/scheme/shares.ts); the learned fallback reads the count too
// (learned-lines-count-at-figure, lib/syllabus/scheme/line-features.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { figureLines } from '../../../../lib/syllabus/scheme/line-features.js';

const schemeOf = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).scheme?.map((c) => [c.title, Math.round(c.weight * 100) / 100]) ?? [];

describe("a count at each item's figure", () => {
  it('multiplies the figure by the count after the name and skips the product restated after it', () => {
    expect(
      schemeOf(
        'Evaluation:\n\n4 essays @ 50points 200 points\n\n2 tests @ 100points 200 points\n\nTotal: 400 points\n',
      ),
    ).toEqual([
      ['Essays', 50],
      ['Tests', 50],
    ]);
  });

  it('reads the count between the name and the at sign', () => {
    expect(
      schemeOf(
        'Evaluation:\n\nLab reports: 5 @ 20 pts each: 100\n\nMidterm: 100 pts\n\nReading quizzes: 10 @ 5 pts each: 50\n\nFinal: 250 pts\n\nTotal: 500 pts\n',
      ),
    ).toEqual([
      ['Lab reports', 20],
      ['Midterm', 20],
      ['Reading quizzes', 10],
      ['Final', 50],
    ]);
  });

  // Whether the learned fallback then proposes the run is the committed model's call, which moves with each
  // retraining; the rule is what it is given: each figure multiplied by its count.
  it('makes no whole of count-at-figure shares in points without a stated total; the learned fallback is given each figure multiplied by its count', () => {
    const text =
      'Evaluation:\n\n* Essays (4 @ 50 points each) [200]\n* Tests (3 @ 100 points each) [300]\n* Final exam [300]\n';
    const read = readSyllabus(text, { fallbackYear: 2026 });
    // No rule makes a whole of it: either nothing, or the learned guess, flagged and at low confidence.
    if (read.scheme?.length) {
      expect(read.warnings.some((w) => /guessed/.test(w))).toBe(true);
      expect(read.items.every((i) => i.confidence <= 0.3)).toBe(true);
    } else expect(read.warnings.some((w) => /No grading scheme/.test(w))).toBe(true);
    const figures = figureLines(text.split('\n'));
    expect(figures.map((f) => [f.line, f.unit, f.value, f.count])).toEqual([
      [2, 'pt', 200, 4],
      [3, 'pt', 300, 3],
      [4, 'bare', 300, null],
    ]);
  });
});
