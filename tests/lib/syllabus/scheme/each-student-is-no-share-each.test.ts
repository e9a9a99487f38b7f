// (each-student-is-no-share-each) "_Essay_ :Each student must write an essay ... and the essay is worth 30 percent":
// an "each" that counts the people in the course does not make the figure a per-item share
// (lib/syllabus/scheme/shares.ts). Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const candidates = (raw: string[]) => {
  const steps: string[] = [];
  findShares(raw, (s) => steps.push(s));
  return steps.filter((s) => s.startsWith('share candidate'));
};

describe('"each student" before a share', () => {
  it('reads a section opening "Each student must …" as one work, not a share per item', () => {
    const found = candidates([
      'Requirements',
      '',
      '> 1. _Field essay_ :Each student must write an essay on a site of their',
      'choice and the essay is worth 30 percent of the course grade.',
      '',
      '> 2. _Final_ : The final exam is worth 30% of the grade.',
    ]);
    expect(found[0]).toContain('Field essay 30%');
    expect(found[0]).not.toContain(' each ');
  });

  it('still reads "Grading: each quiz is worth 10%" as a share per quiz', () => {
    const found = candidates(['Grading: each quiz is worth 10% of the grade.']);
    expect(found[0]).toContain(' each ');
  });
});
