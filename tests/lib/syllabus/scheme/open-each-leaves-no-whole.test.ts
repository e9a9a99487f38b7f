// (open-each-leaves-no-whole, bestRun in lib/syllabus/scheme/shares.ts) "Each weekly response will be worth 20 points"
// with no count, then "50 points for attendance" and "a final exam worth 50 points": the two figures add to a round
// 100, but the whole is unknown while the responses' count is, so they make no scheme. Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (lines: string[]) => findShares(lines)?.components.map((c) => [c.title, c.weight]) ?? [];

describe('a per-item points share whose count is never given', () => {
  it('leaves the round sum of its neighbours no whole', () => {
    expect(
      scheme([
        'Course requirements:',
        'Your grade comes from the responses, the field visits and the final exam. Each weekly response will be',
        'worth 20 points, and the lowest two are dropped. There will also be 50 points given for field visit',
        'attendance. Extra credit of up to 5 points is possible. The final exam will be worth 50 points.',
      ]),
    ).toEqual([]);
  });

  it('keeps a points scheme whose per-item share has its count', () => {
    expect(
      scheme([
        'Course requirements:',
        'There will be four weekly responses, each worth 25 points. The field visit report is worth 100 points and',
        'the final exam is worth 100 points.',
      ]).length,
    ).toBeGreaterThan(0);
  });
});
