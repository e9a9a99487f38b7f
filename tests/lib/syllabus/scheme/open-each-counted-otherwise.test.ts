// "There are 12 checks (Weeks 1-12), each worth 1%": a per-item figure whose clause counts the work (by a name the
// finder does not know) takes no other count from a run that happens to leave room for it. Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (lines: string[]) => findShares(lines)?.components.map((c) => [c.title, c.weight]) ?? null;

describe('an open per-item figure counted otherwise in its clause', () => {
  it('closes no run with a count its clause contradicts', () => {
    expect(
      scheme([
        '- Studio critiques: 5% in total. There are 12 critiques (Weeks 1-12), each worth 1%; the best 5 count.',
        '- Lab reports: 15%.',
        '- Problem sets: 3 x 10%.',
        '- Mid-term test: 20%.',
        '- Final examination: 25%.',
      ]),
    ).toBeNull();
  });

  it('still closes one whose clause counts nothing ("the second and third, each worth 18%")', () => {
    expect(
      scheme([
        'Midterm 20%, final exam 26%. Three papers: the first is a short paper worth 6%. The second and',
        'third are longer papers, each worth 18%. Participation 12%.',
      ]),
    ).toEqual([
      ['Midterm', 20],
      ['Final exam', 26],
      [expect.any(String), 6],
      [expect.any(String), 36],
      ['Participation', 12],
    ]);
  });
});
