// A share written in parentheses after the work it weighs, inside a sentence: the work is named by the
// few words right before the parenthesis, and "(25% each)" after a counted noun is that noun's share.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('shares in parentheses inside prose', () => {
  it('names each by the words before its parenthesis and multiplies a counted "each"', () => {
    const text = [
      'GRADES: Marks will be given on the basis of work\nin seminar (20%), and the quality of the two essays (30% each) and the',
      'final examination (20%) written by each student.',
    ].join('\n');
    const scheme = readSyllabus(text).scheme ?? [];
    expect(scheme.map((c) => c.weight)).toEqual([20, 60, 20]);
    expect(scheme[0]!.title).toBe('Seminar');
    expect(scheme[1]!.title).toMatch(/essays/i);
  });
});

describe('a share in parentheses after a longer phrase', () => {
  it('is named from the assessment noun the phrase opens with', () => {
    const text =
      'Students are assessed on their active\nparticipation in the weekly workshops (about 40 percent of the grade), three quizzes (about 30%)\nand a final examination (about 30%).';
    const scheme = readSyllabus(text).scheme ?? [];
    expect(scheme.map((c) => [c.title, c.weight])).toEqual([
      ['Participation in the weekly workshops', 40],
      ['Quizzes', 30],
      ['Final examination', 30],
    ]);
  });
});

describe('numbered work before a dash, and an at sign before a figure', () => {
  it('reads "Test #1 - 20%" as a share named by its number, not the end of a range', () => {
    const scheme = readSyllabus('GRADING: Essay #1 - 25%, Essay #2 - 25%, Quiz 3 - 10%, Participation - 40%').scheme;
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Essay 1', 25],
      ['Essay 2', 25],
      ['Quiz 3', 10],
      ['Participation', 40],
    ]);
    // A range stays a range.
    expect(readSyllabus('Scale: 90 - 100% A, 80 - 89% B').items).toEqual([]);
  });

  it('leaves the at sign out of the name ("3 labs @ 10% each")', () => {
    const scheme = readSyllabus('Grades: 3 labs @ 10% each, a project @ 30%, and a final @ 40%.').scheme;
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Labs', 30],
      ['Project', 30],
      ['Final', 40],
    ]);
  });
});
