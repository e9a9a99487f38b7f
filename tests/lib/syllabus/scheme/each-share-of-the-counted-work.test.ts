// Rule each-share-of-the-counted-work: "There will be three quizzes. Each will provide one third of your grade." is
// one component of three members, the whole grade. Invented outlines.
import { describe, expect, it } from 'vitest';
import { eachOfCounted } from '../../../../lib/syllabus/scheme/each-of-counted.js';

describe('each-share-of-the-counted-work', () => {
  it('reads a fraction after a bare "each", the count in the sentence before (wrapped over two lines)', () => {
    const got = eachOfCounted([
      'GRADING: We will hold three tests in the lab. Each will provide one third of the',
      'course grade. Attendance is expected.',
    ]);
    expect(got?.map((c) => [c.title, c.weight, c.count])).toEqual([['Tests', 100, 3]]);
  });

  it('reads "N essays during the term, each worth P% of the final grade" and "Each is required and will determine"', () => {
    expect(
      eachOfCounted(['You will write five essays during the term, each worth 20% of the final grade.'])?.map((c) => [
        c.title,
        c.count,
      ]),
    ).toEqual([['Essays', 5]]);
    expect(
      eachOfCounted([
        'Two midterms will be given in class. Each is required and will determine one-half of the course grade.',
      ])?.map((c) => [c.title, c.count]),
    ).toEqual([['Midterms', 2]]);
  });

  it('reads nothing when the count times the share is not the whole, or "each" names someone else', () => {
    expect(eachOfCounted(['There will be three quizzes, each worth 20% of the final grade.'])).toBeNull();
    expect(
      eachOfCounted(['There will be four projects. Each student is worth 25% of the grade of the team.']),
    ).toBeNull();
    expect(
      eachOfCounted(['There will be four quizzes and two papers. Each paper will count 25% of the final grade.']),
    ).toBeNull();
  });
});
