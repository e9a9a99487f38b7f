// (noun-after-a-lone-ordinal) A prose scheme that names its first piece of work in full and the next by its ordinal
// alone ("The first midterm contributes 25% to the semester grade, the second contributes 35%, and the final
// examination 40%."): the ordinal's component takes the noun of the one before it, so it has a kind and links to the
// schedule's "Second Midterm" and its day. Invented minimal example of the shape of pages 10999 and 12527.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { ordinalNames } from '../../../../lib/syllabus/scheme/ordinal-names.js';
import type { Component } from '../../../../lib/syllabus/scheme/layout.js';

const outline = [
  'Physics 7, Spring 2002',
  '',
  'Grading: Final grades will be based on two midterms and a final exam. The',
  'first midterm contributes 25% to the semester grade, the second contributes',
  '35%, and the final examination 40%.',
  '',
  'Schedule',
  '',
  '**March 13 First Midterm**',
  '',
  '**April 17 Second Midterm**',
  '',
].join('\n');

const component = (title: string): Component => ({ title, kind: 'other', weight: 20, count: null, line: 0, rest: '' });

// (ordinal-not-the-bare-word, lib/syllabus/link/merge.ts) "exam" alone on a day does not date the second examination.
const bareExam = [
  'History 301, Spring 2001',
  '',
  'Grading: Response pieces each contribute 10% to the final course grade (30%). The first examination',
  'contributes 15%, and the second 30%. Attendance 25%.',
  '',
  'Both examinations are required for all students. The scheduled exam dates are',
  'firm (February 28 and Friday, May 11) so please plan your semester accordingly.',
  '',
].join('\n');

describe('a component named by its ordinal alone', () => {
  it('is not dated by "exam" alone', () => {
    const items = parseSyllabus(bareExam, { fallbackYear: 2026 });
    const second = items.find((i) => /^second/i.test(i.title));
    expect(second?.title).toBe('Second examination');
    expect(second?.due?.date ?? null).not.toBe('2001-02-28');
  });

  it('takes the noun of the component before it, and its day', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2026 });
    const second = items.find((i) => /^second/i.test(i.title));
    expect(second?.title).toBe('Second midterm');
    expect(second?.kind).toBe('midterm');
    expect(second?.due?.date).toBe('2002-04-17');
  });

  it('names "the second and third" the same way, and leaves other names alone', () => {
    const titles = ordinalNames([
      component('First exam'),
      component('the second and third'),
      component('Final'),
      component('Second'),
    ]).map((c) => c.title);
    expect(titles).toEqual(['First exam', 'Second and third exam', 'Final', 'Second']);
  });
});
