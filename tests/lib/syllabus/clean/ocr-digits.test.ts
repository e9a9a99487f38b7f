// A share whose digits OCR read as letters ("l0%" for 10%, "2O%" for 20%) is a share. Invented examples.
import { describe, expect, it } from 'vitest';
import { ocrDigits } from '../../../../lib/syllabus/clean/ocr-digits.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('OCR letters for digits in a share', () => {
  it('reads l and I as one and O as zero, only in a figure before a percent sign', () => {
    expect(ocrDigits('Participation l0%')).toBe('Participation 10%');
    expect(ocrDigits('Essay 2O% and quiz I5 %')).toBe('Essay 20% and quiz 15 %');
    // No digit, a letter inside a word, or no percent sign: left alone.
    expect(ocrDigits('Il% lO% Al0% Bl0 points l0')).toBe('Il% lO% Al0% Bl0 points l0');
  });

  it('lets the scheme be read', () => {
    const text = 'Grade distribution:\n\nPapers 40%\n\nExams 50%\n\nParticipation l0%\n';
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([
      ['Papers', 40],
      ['Exams', 50],
      ['Participation', 10],
    ]);
  });
});
