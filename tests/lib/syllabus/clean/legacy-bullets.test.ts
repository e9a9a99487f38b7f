// Bullets of a legacy encoding that do not decode (U+FFFD at a line's start, white space after): invented examples.
import { describe, expect, it } from 'vitest';
import { legacyBullets } from '../../../../lib/syllabus/clean/legacy-bullets.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight]);

describe('legacy bullets', () => {
  it('writes an undecoded bullet glyph as "•", its indentation kept', () => {
    expect(legacyBullets('\uFFFD\uFFFD         Weekly quizzes 30%\n  \uFFFD Term paper 70%')).toBe(
      '• Weekly quizzes 30%\n  • Term paper 70%',
    );
  });

  it('leaves a mis-decoded letter inside a word, and a glyph with no white space after it, alone', () => {
    const text = 'Caf\uFFFD reviews 20%\n\uFFFDtudes 80%';
    expect(legacyBullets(text)).toBe(text);
  });

  it('names each share without the glyph', () => {
    const src = [
      'Grading',
      '',
      '\uFFFD\uFFFD   Weekly quizzes 30%',
      '\uFFFD\uFFFD   Term paper 30%',
      '\uFFFD\uFFFD   Final exam 40%',
    ].join('\n');
    expect(weights(src)).toEqual([
      ['Weekly quizzes', 30],
      ['Term paper', 30],
      ['Final exam', 40],
    ]);
  });
});
