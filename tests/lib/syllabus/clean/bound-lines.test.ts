// Line breaks of every kind read as one break each. Invented examples.
import { describe, expect, it } from 'vitest';
import { boundLines } from '../../../../lib/syllabus/clean/bounds.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight]);

describe('bound-lines line breaks', () => {
  it('reads "\\r\\r\\n" (a Windows text converted twice) as one break, like "\\r\\n" and a lone "\\r"', () => {
    expect(boundLines('a\r\r\nb\r\nc\rd\ne')).toBe('a\nb\nc\nd\ne');
  });

  it('keeps the rows of preformatted lists ended so together', () => {
    const text = [
      '**Course grade:**\r',
      '\r',
      'Majors:\r',
      '    \r\r',
      '        15%     lab reports\r\r',
      '        25%     weekly problem sets\r\r',
      '        60%     final project\r\r',
      '    \r\r',
      'Non-majors:\r',
      '    \r\r',
      '        50%     weekly problem sets\r\r',
      '        50%     final project\r\r',
      '    \r\r',
    ].join('\n');
    expect(weights(text).map(([title, weight]) => [String(title).toLowerCase(), weight])).toEqual([
      ['lab reports', 15],
      ['weekly problem sets', 25],
      ['final project', 60],
    ]);
  });
});
