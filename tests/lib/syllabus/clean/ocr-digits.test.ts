// A share whose digits OCR read as letters ("l0%" for 10%, "2O%" for 20%) is a share. Invented examples.
import { describe, expect, it } from 'vitest';
import { ocrDigits, ocrYears } from '../../../../lib/syllabus/clean/ocr-digits.js';
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

  it('reads a year typed with the letter l for one (letter-l-years), and only a year standing alone', () => {
    expect(ocrYears('HIST 110, SPRING l998, MWF')).toBe('HIST 110, SPRING 1998, MWF');
    expect(ocrYears('Paper due March 2, l997.')).toBe('Paper due March 2, 1997.');
    expect(ocrYears('call l998x, Al998, l9987, 2l998')).toBe('call l998x, Al998, l9987, 2l998');
  });

  it('gives the dates of an outline headed with such a year their year', () => {
    const text =
      'History 110, SPRING l998\n\nGrading:\n\nFirst test (Friday, Feb 13) 50%\n\nSecond test (Friday, March 27) 50%\n';
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => i.due?.date)).toEqual(['1998-02-13', '1998-03-27']);
  });
});
