// A share stated as a total after its verb ("Labs will comprise a total of 10%", "Homework worth a total of
// 30%"): the verb and "a total of" are no part of the name, and the share is read (verb-a-total-of,
// TRAIL in lib/syllabus/scheme/shares.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const schemeOf = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('a share stated as "a total of" after its verb', () => {
  it('reads "will comprise a total of 10%" in a prose scheme', () => {
    const scheme = schemeOf(
      'GRADING: Each of the two essays will count as 30% of your grade, and the exam as\n20%. Short quizzes and a few worksheets will comprise a total of\n10%, and your studio work will count for 10%.\n',
    );
    expect(scheme.map(([, w]) => w)).toEqual([60, 20, 10, 10]);
    expect(scheme[2]).toEqual(['Short quizzes and a few worksheets', 10]);
  });

  it('names "Homework worth a total of 30%" by the homework', () => {
    expect(schemeOf('Course plan\n\nEXAMS worth 70%.\n\nHOMEWORK worth a total of 30%.\n')).toEqual([
      ['EXAMS', 70],
      ['HOMEWORK', 30],
    ]);
  });
});
