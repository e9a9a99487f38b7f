// Clean rule respective-shares: counted work whose members' shares are listed and said to be respective gets one
// named share per member (lib/syllabus/clean/respective-shares.ts). Invented outlines.
import { describe, expect, it } from 'vitest';
import { respectiveShares } from '../../../../lib/syllabus/clean/respective-shares.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('respective-shares', () => {
  it('names each figure of "three lab reports (worth respectively 10%, 20%, and 30% of the grade)"', () => {
    const text = [
      'Grading',
      '',
      'You will hand in three lab reports (worth respectively 10%, 20%, and 30% of the grade).',
      'Final exam: 40%.',
    ].join('\n');
    const { scheme } = readSyllabus(text, { fallbackYear: 2026 });
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['First lab report', 10],
      ['Second lab report', 20],
      ['Third lab report', 30],
      ['Final exam', 40],
    ]);
  });

  it('keeps the lines as many when the figures wrap, "respectively" after them', () => {
    const text = 'It asks for two quizzes (Mar 2 and May 4) (15% and\n25% of the grade, respectively).';
    const out = respectiveShares(text);
    expect(out.split('\n')).toHaveLength(2);
    expect(out).toContain('First quiz 15%');
    expect(out).toContain('Second quiz 25%');
  });

  it('leaves figures alone when they are not as many as the count, or nothing says respectively', () => {
    const fewer = 'There are three essays (worth respectively 15% and 20% of the grade).';
    expect(respectiveShares(fewer)).toBe(fewer);
    const plain = 'Two essays (15%, 20% of the grade), respectfully submitted.';
    expect(respectiveShares(plain)).toBe(plain);
  });
});
