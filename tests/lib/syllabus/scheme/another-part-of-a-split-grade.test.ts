// A grade split in thirds in prose: "It will be worth one third of the student's grade. Another third … will be
// drawn from the essay. The final third …", "the quizzes cover the remaining third". Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';
import { spelledShares } from '../../../../lib/syllabus/scheme/spelled.js';

const scheme = (src: string) =>
  findShares(spelledShares(src.split('\n')))?.components.map((c) => [c.title, c.weight]) ?? [];

describe('another part of a grade split in words', () => {
  it('reads "another third" and "the final third" once a third of the grade is read', () => {
    const text = [
      'There will be one examination, given in the last week. It will test the readings, the lectures and the',
      "discussion sections. It will be worth one third of each student's final grade. Another third of the",
      "student's grade will be drawn from the research essay. The final third will be based on the",
      'seminar reports.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Examination', 33.33],
      ['Research essay', 33.33],
      ['Seminar reports', 33.33],
    ]);
  });

  it('reads "the remaining third" with the verb before it left out of the name', () => {
    const text = [
      'Each test will be worth one-third of your final grade; the homework sets cover the remaining third.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Test', 66.66],
      ['Homework sets', 33.33],
    ]);
  });

  it('reads "the remaining third" after "two-thirds of the grade"', () => {
    const text = 'The two essays make up two-thirds of the final grade, and the oral exam the remaining third.';
    expect(spelledShares([text])[0]).toContain('the remaining 33.33%');
    expect(scheme(text)).toEqual([
      ['Essays', 66.67],
      ['Oral exam', 33.33],
    ]);
  });

  it('leaves "the last third of the course" and a third with no third of the grade before it alone', () => {
    expect(spelledShares(['The final covers the last third of the course.'])).toEqual([
      'The final covers the last third of the course.',
    ]);
    expect(spelledShares(['Another third of the time goes to discussion.'])).toEqual([
      'Another third of the time goes to discussion.',
    ]);
    expect(spelledShares(['The midterm counts one third. We read the last third of the novel after it.'])[0]).toContain(
      'the last third of the novel',
    );
  });
});
