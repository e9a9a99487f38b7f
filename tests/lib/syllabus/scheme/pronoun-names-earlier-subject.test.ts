// A share weighed by a pronoun ("It will account for 20%") sentences after the one that names the work ("The
// final will be a take-home exam. You will have a week. … It will account for 20%"): named by the subject of the
// nearest earlier sentence of its paragraph that names a graded work (lib/syllabus/scheme/shares.ts, rule
// pronoun-names-earlier-subject). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('pronoun names an earlier subject', () => {
  it('names pronoun shares by the sentence that names the work', () => {
    const text = [
      'GRADING',
      '',
      'Participation will count for about 30% of your grade.',
      '',
      'The essays will count for about 30% of your grade.',
      '',
      'The midterm will be an essay exam, with some short questions on the',
      'maps. It will account for about 15% of your grade. The final will be a take-home',
      'exam on the whole course. You will have a week to write it. Hand it in at my office.',
      'It will account for about 25% of your grade.',
    ].join('\n');
    const { scheme } = readSyllabus(text, { fallbackYear: 2026 });
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Participation', 30],
      ['Essays', 30],
      ['Midterm', 15],
      ['Final', 25],
    ]);
  });
});
