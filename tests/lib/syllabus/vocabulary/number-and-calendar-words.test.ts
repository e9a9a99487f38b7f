// The reader's one vocabulary (lib/syllabus/vocabulary/): number words by value in each language read,
// and the month and weekday alternations every date rule builds on.
import { describe, expect, it } from 'vitest';
import {
  FRENCH_MONTHS,
  MONTH_ABBREVIATIONS,
  PORTUGUESE_MONTHS,
  SPANISH_MONTHS,
} from '../../../../lib/syllabus/vocabulary/calendar.js';
import {
  ENGLISH_TENS,
  englishNumberPattern,
  englishNumbers,
  numberWords,
} from '../../../../lib/syllabus/vocabulary/numbers.js';

describe('number words', () => {
  it('gives each English word its value, in the range asked', () => {
    expect(englishNumbers(2, 12)).toMatchObject({ two: 2, ten: 10, eleven: 11, twelve: 12 });
    expect(englishNumbers(2, 12)).not.toHaveProperty('one');
    expect(Object.keys(englishNumbers(1, 19))).toHaveLength(19);
    expect(ENGLISH_TENS.ninety).toBe(90);
  });

  it('reads Spanish, French and German counts as the same values', () => {
    const words = numberWords(1, 10);
    for (const [w, n] of [
      ['dos', 2],
      ['deux', 2],
      ['zwei', 2],
      ['nueve', 9],
      ['neuf', 9],
      ['neun', 9],
      ['diez', 10],
      ['dix', 10],
      ['zehn', 10],
      ['une', 1],
    ] as const)
      expect(words[w]).toBe(n);
    expect(numberWords(2, 10)).not.toHaveProperty('uno');
  });

  it('builds an alternation that matches each word whole', () => {
    const re = new RegExp(`^(?:${englishNumberPattern(2, 12)})$`);
    expect(['two', 'eleven', 'twelve'].every((w) => re.test(w))).toBe(true);
    expect(re.test('one')).toBe(false);
  });
});

describe('calendar words', () => {
  it('names every month once in each list', () => {
    expect(MONTH_ABBREVIATIONS.split('|')).toHaveLength(12);
    expect(FRENCH_MONTHS.split('|')).toHaveLength(12);
    expect(SPANISH_MONTHS.split('|')).toHaveLength(13); // septiembre and setiembre
    const pt = new RegExp(`^(?:${PORTUGUESE_MONTHS})$`, 'u');
    expect(['março', 'novembro', 'dezembro'].every((m) => pt.test(m))).toBe(true);
  });
});
