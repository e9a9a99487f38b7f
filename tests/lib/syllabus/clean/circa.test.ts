// An approximate share ("c.20%", "ca. 30%") is a share: the marker is blanked, offsets kept. Invented examples.
import { describe, expect, it } from 'vitest';
import { blankCirca } from '../../../../lib/syllabus/clean/circa.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('circa before a figure', () => {
  it('blanks the marker and keeps the length of the text', () => {
    expect(blankCirca('Papers: c.20% (60 points)')).toBe('Papers:   20% (60 points)');
    expect(blankCirca('Exam ca. 30%')).toBe('Exam     30%');
    expect(blankCirca('Topic c.20 pages; ABC 20%; Mac 5%')).toBe('Topic c.20 pages; ABC 20%; Mac 5%');
  });

  it('lets the scheme be read', () => {
    const text = 'Grading:\nShort papers:    c.20%\nMid-term exam:    c.30%\nFinal exam:    c. 50%\n';
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([
      ['Short papers', 20],
      ['Mid-term exam', 30],
      ['Final exam', 50],
    ]);
  });
});
