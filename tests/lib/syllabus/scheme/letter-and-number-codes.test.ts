// Sittings coded by one capital and a number ("P1", "P2", "T1") are names in a scheme, as "CW1" is.
// Invented outlines.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (text: string) =>
  readSyllabus(text, { fallbackYear: 2025 }).items.map((i) => [i.title, i.weight, i.due?.date ?? null]);

describe('one-letter codes', () => {
  it('reads each coded sitting with its weight and date', () => {
    expect(
      brief(`Critérios de avaliação
P1 (30%): 15/09/2025
P2 (30%): 20/10/2025
Seminário (20%): 10/11/2025
Lista de exercícios (20%)
`),
    ).toEqual([
      ['P1', 30, '2025-09-15'],
      ['P2', 30, '2025-10-20'],
      ['Seminário', 20, '2025-11-10'],
      ['Lista de exercícios', 20, null],
    ]);
  });

  it('still reads no letter grade as a name', () => {
    expect(brief('Grading\nA: 90%\nB: 80%\nC: 70%\n')).toEqual([]);
  });
});
