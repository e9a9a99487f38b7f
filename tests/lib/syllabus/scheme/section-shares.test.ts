// A scheme given item by item in a list of requirements, each item stating its weight inside. Invented examples.
import { describe, expect, it } from 'vitest';
import { sectionShares } from '../../../../lib/syllabus/scheme/section-shares.js';
import { labelScore } from '../../../../lib/syllabus/scheme/shares.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight]);

describe('schemes given item by item', () => {
  it('names each item by the work it opens with and reads the one weight inside it', () => {
    const text = [
      '4. Requirements.',
      'a. Reading quizzes (6). Given in section on the dates in the schedule.',
      'Counts 30 percent of grade.',
      'b. Midterm. Held in late February. Counts 20 percent of grade.',
      'c. Final. In the exam period. Counts 50 percent of grade.',
    ].join('\n');
    expect(weights(text)).toEqual([
      ['Reading quizzes', 30],
      ['Midterm', 20],
      ['Final', 50],
    ]);
  });

  it('reads no scheme when an item holds two figures or the weights do not make the whole', () => {
    const two = ['a. Labs. Worth 20%, or 30% with the bonus.', 'b. Midterm. Worth 30%.', 'c. Final. Worth 50%.'];
    expect(sectionShares(two, 0, labelScore)).toEqual([]);
    const short = ['a. Labs. Worth 20%.', 'b. Midterm. Worth 30%.', 'c. Final. Worth 30%.'];
    expect(sectionShares(short, 0, labelScore)).toEqual([]);
  });
});
