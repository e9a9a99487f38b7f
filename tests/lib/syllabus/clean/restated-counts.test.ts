// A count in words restated in figures ("four (4) examinations") reads as the word alone
// (lib/syllabus/clean/restated-counts.ts). Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { dropRestatedCounts } from '../../../../lib/syllabus/clean/restated-counts.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('restated counts', () => {
  it('drops the figure that restates the word, and only that', () => {
    expect(dropRestatedCounts('four (4) multiple choice examinations')).toBe('four multiple choice examinations');
    expect(dropRestatedCounts('Two (2) exams and three (4) quizzes')).toBe('Two exams and three (4) quizzes');
  });

  it('lets the finder count the members', () => {
    const text = 'Grades depend on four (4) multiple choice examinations, each worth 100 points.';
    const steps: string[] = [];
    readSyllabus(text, { fallbackYear: 2026, trace: (s) => steps.push(s) });
    expect(steps.some((s) => /^share candidate .*: Multiple choice examinations 400pt x4 /.test(s))).toBe(true);
  });
});
