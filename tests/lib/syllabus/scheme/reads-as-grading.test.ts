// Rule reads-as-grading: figures adding to 100 that name no graded work, with no word of grading near, are no
// scheme (a survey's answers, a cell's make-up); the same figures under "Grading", or naming graded work, are.
// Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const schemeOf = (text: string) => (readSyllabus(text, { fallbackYear: 2026 }).scheme ?? []).map((c) => c.weight);

const survey = [
  'Summer workshop: what the participants told us',
  '',
  'How did you pay for the week?',
  '',
  '  * I paid for it myself 30%',
  '  * My employer paid 50%',
  '  * A scholarship paid 20%',
  '',
  'Did you enjoy the readings? Most said yes.',
].join('\n');

describe('a scheme reads as grading', () => {
  it('drops figures that name no graded work when no word of grading stands near them', () => {
    expect(schemeOf(survey)).toEqual([]);
  });

  it('keeps the same figures when a word of grading heads them', () => {
    expect(schemeOf(survey.replace('How did you pay for the week?', 'Grading'))).toEqual([30, 50, 20]);
  });

  it('keeps figures of which one names graded work, with no word of grading near', () => {
    const named = survey.replace('A scholarship paid', 'Final exam');
    expect(schemeOf(named)).toEqual([30, 50, 20]);
  });

  it('does not look below the figures: the next section may open with "Assessment"', () => {
    expect(schemeOf(`${survey}\n\nAssessment\n\nThere is none this year.`)).toEqual([]);
  });
});
