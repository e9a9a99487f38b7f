// "The final will be 40% of the final grade, and each paper 20%": a clause opening with "and each" and a noun
// gives a share per member, whose count the run closes (rule and-each-opens-clause). Invented example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const scheme = (src: string) => readSyllabus(src, { fallbackYear: 2027 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('a clause opening with "and each"', () => {
  it('reads "and each paper 20%" as a share of each paper', () => {
    const text = [
      'Requirements',
      '',
      'Students will write two short papers (5-7 pp.) on the readings and take a',
      'final exam. The final will be 40% of the final grade, and each paper 20%.',
      'Section performance will account for the remaining 20%.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Final', 40],
      ['Paper', 40],
      ['Section performance', 20],
    ]);
  });
});
