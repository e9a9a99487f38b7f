// A hyphen glued between a label and its figure ("Research Essay-30%", "Quiz 1-15% Quiz 2-15%"): read as a
// dash, not as a range (lib/syllabus/clean/hyphen-figures.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { hyphenFigures } from '../../../../lib/syllabus/clean/hyphen-figures.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('hyphen between a label and its figure', () => {
  it('sets the dash off by spaces after a word and after a numbered work', () => {
    expect(hyphenFigures('Research Essay-30%')).toBe('Research Essay - 30%');
    expect(hyphenFigures('Quiz 1-15% Quiz 2-15%')).toBe('Quiz 1 - 15% Quiz 2 - 15%');
  });

  it('leaves ranges, grade bands and URLs alone', () => {
    for (const text of ['between 30-50% of the grade', 'A-93%, B-85%', 'see Intro-101%20Notes.htm', 'pages 12-20%'])
      expect(hyphenFigures(text)).toBe(text);
  });

  it('moves up a figure wrapped after the hyphen, every line keeping its number', () => {
    expect(hyphenFigures('Final-20% Lab participation-\n15%\nnext')).toBe(
      'Final - 20% Lab participation - 15%\n\nnext',
    );
  });

  it('lets a scheme so written be read', () => {
    const text =
      'Course grade\n\nMidterm 1-20% Midterm 2-20% Final Exam-35% (cumulative) Participation-\n25%\n\nOffice hours: Monday.';
    const { scheme } = readSyllabus(text, { fallbackYear: 2026 });
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Midterm 1', 20],
      ['Midterm 2', 20],
      ['Final Exam', 35],
      ['Participation', 25],
    ]);
  });
});
