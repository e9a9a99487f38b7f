// Rule remaining-share-assessed-or-is-the-work: a share placed last is named by the work after "will be assessed on
// the basis of" or after "will be the". Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const scheme = (src: string) => readSyllabus(src, { fallbackYear: 2027 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('a remaining share named after "assessed on the basis of" or "will be the"', () => {
  it('names "the remaining N percent will be the final project" by the project', () => {
    const text = [
      'Grading',
      '',
      'Lab reports will be worth seventy (70) percent. The remaining thirty (30)',
      'percent will be the final project.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Lab reports', 70],
      ['Final project', 30],
    ]);
  });

  it('names "the remaining N% will be assessed on the basis of X" by X', () => {
    const text = [
      'Assessment',
      '',
      'Problem sets will count for 75% of the course grade. The remaining 25% will be assessed on the basis of weekly quizzes.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Problem sets', 75],
      ['Weekly quizzes', 25],
    ]);
  });
});
