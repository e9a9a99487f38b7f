// A counted component with a few of its members named in passing, none dated: it stays whole. Invented outline.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('too-few-undated-members', () => {
  it('keeps "five exams, each 20%" whole when only Exams I and V are named in passing, without a day', () => {
    const text = [
      'Evaluation',
      '',
      'There will be five exams in this course. Each exam will count 20% of the course grade.',
      'Exams I, II, and III may be retaken in lieu of Exam V.',
    ].join('\n');
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([['Exams', 100]]);
  });
});
