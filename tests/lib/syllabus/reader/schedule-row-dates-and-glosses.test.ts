// A scheme printed as dated schedule rows ("Oct 14 Midterm (30%)", "10. Februar 2026 Klausur (50 %)"): the
// row's date dates the item and is no part of its name; a bracketed noun after a name glosses it ("Exam
// (tentamen)") and names no work of its own. Invented outlines.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (text: string) =>
  readSyllabus(text, { fallbackYear: 2025 }).items.map((i) => [i.title, i.weight, i.due?.date ?? null]);

describe('dated schedule rows that carry the weights', () => {
  it('takes the date out of the name, English and German', () => {
    expect(brief('Schedule\nOct 14 Midterm (30%)\n10/28 Paper (20%)\nDec 12 Final exam (50%)\n')).toEqual([
      ['Midterm', 30, '2025-10-14'],
      ['Paper', 20, '2025-10-28'],
      ['Final exam', 50, '2025-12-12'],
    ]);
    expect(
      brief(
        'Termine\n04.11.2025 Referat 1 (20 %)\n16.12.2025 Zwischenprüfung (30 %)\n10. Februar 2026 Klausur (50 %)\n',
      ),
    ).toEqual([
      ['Referat 1', 20, '2025-11-04'],
      ['Zwischenprüfung', 30, '2025-12-16'],
      ['Klausur', 50, '2026-02-10'],
    ]);
  });
});

describe('a bracketed gloss', () => {
  it('leaves the sitting its own date', () => {
    const items = brief(`Assessment
Final grade = 0.6 × Exam + 0.4 × Assignment

Assignment: due Friday 9 January 2026.
Exam (Klausur): Thursday 29 January 2026, 08:30–11:30.
Register for the exam before 15 January 2026.
`);
    expect(items).toContainEqual(['Exam', 60, '2026-01-29']);
  });
});
