// Schemes written as an outline of sub-totals at one depth. Every outline here is invented.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (text: string) => parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight]);

describe('sub-totals followed or closed by their parts', () => {
  it('replaces a parent by parts that share it out (scaled) or add up to it', () => {
    const text =
      'Assessment\n\nReading checks: 15%\nEssays: 25%\nEssay A: 40%\nEssay B: 60%\nTests: 60%\nTest one: 20%\nTest two: 40%\n';
    expect(weights(text)).toEqual([
      ['Reading checks', 15],
      ['Essay A', 10],
      ['Essay B', 15],
      ['Test one', 20],
      ['Test two', 40],
    ]);
  });

  it('drops footer sub-totals that close the parts above them', () => {
    const text =
      'Grade breakdown\n\nStudio critiques 30%\nSketchbook 20%\nStudio total 50%\nWritten exam 35%\nGallery visit reports 15%\nTheory total 50%\n';
    expect(weights(text)).toEqual([
      ['Studio critiques', 30],
      ['Sketchbook', 20],
      ['Written exam', 35],
      ['Gallery visit reports', 15],
    ]);
  });

  it('does not take a scheme stated twice for sub-totals and parts', () => {
    const text =
      'Grading\n\nQuizzes 20%\nLabs 20%\nProject 60%\n\nDetails\n\nQuizzes 20%\nWeekly quizzes online.\nLabs 20%\nProject 60%\n';
    expect(weights(text)).toEqual([
      ['Quizzes', 20],
      ['Labs', 20],
      ['Project', 60],
    ]);
  });
});
