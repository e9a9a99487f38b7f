// "The remaining 15% will be derived from student\nparticipation in labs.": the line breaks inside the clause that
// names the work placed last; the name goes on to the next line. Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) => findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight]) ?? [];

describe('a share placed last, named across a line break', () => {
  it('reads the name the next line finishes', () => {
    const text = [
      'The two quizzes count 40% of the grade, and the lab notebook counts 45%.',
      'The remaining 15% of the final grade will be derived from weekly',
      'participation in field exercises.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Quizzes', 40],
      ['Lab notebook', 45],
      ['Weekly participation in field exercises', 15],
    ]);
  });
  it('reads "the additional 10% will be" with its verb on the next line', () => {
    const text = [
      'The term paper will count 60% of your grade, and the final examination will count 30%. The additional 10% will be',
      'based on attendance at the Friday seminars.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Term paper', 60],
      ['Final examination', 30],
      ['Attendance at the Friday seminars', 10],
    ]);
  });
});
