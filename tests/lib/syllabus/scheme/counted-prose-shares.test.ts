// Prose schemes that count their members: the count and name before a comma ("two midterm exams, 20%
// each, and a final exam, 60%"), and a parenthesis of "each" followed by another named share ("Two
// midterm exams (20% each) and a final exam (60%)") (lib/syllabus/scheme/shares.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const schemeOf = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('counted shares in prose', () => {
  it('reads the count and name before the comma of "20% each"', () => {
    expect(schemeOf('Grading: two midterm exams, 20% each, and a final exam, 60%.')).toEqual([
      ['Midterm exams', 40],
      ['Final exam', 60],
    ]);
  });

  it('counts the whole noun, not a shorter noun it begins with ("papers", not "pa"; "examinations", not "exam")', () => {
    expect(
      schemeOf('You will write four\nshort papers (one a month; each 15% of the grade).\nFinal exam (40%).'),
    ).toEqual([
      ['Short papers', 60],
      ['Final exam', 40],
    ]);
    expect(
      schemeOf('There will be two written examinations. Each exam counts 30% of the grade. Project (40%).'),
    ).toEqual([
      ['Written examinations', 60],
      ['Project', 40],
    ]);
  });

  it('names the share after a parenthesis of "each" by its own words', () => {
    expect(schemeOf('Two midterm exams (20% each) and a final exam (60%).')).toEqual([
      ['Midterm exams', 40],
      ['Final exam', 60],
    ]);
  });

  it('still reads a total restating a parenthesis of "each" by the name before it', () => {
    expect(
      schemeOf('Reflective portfolio (three entries, 10% each) ....... = 30%\nFinal examination ....... = 70%'),
    ).toEqual([
      ['Reflective portfolio', 30],
      ['Final examination', 70],
    ]);
  });
});

describe('the verb before a count', () => {
  it('names "There will be two midterms worth 25% each" by the midterms, not by "be"', () => {
    const steps: string[] = [];
    readSyllabus('There will be two midterms worth 25% each and a cumulative final worth 50%.', {
      fallbackYear: 2026,
      trace: (s) => steps.push(s),
    });
    expect(steps.filter((s) => s.startsWith('share candidate')).map((s) => s.split(': ')[1])).toEqual([
      'Midterms 50% x2 label 1.00',
      'Cumulative final 50% label 1.00',
    ]);
  });
});
