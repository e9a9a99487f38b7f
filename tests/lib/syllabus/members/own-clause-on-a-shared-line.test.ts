// Components read from one line each take the date of their own clause, not the line's first
// (lib/syllabus/members/own-clause.ts). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('own clause on a shared line', () => {
  it('dates each of three components on one line by its own clause', () => {
    const text =
      'Avaliação: Prova 1 (30%) em 10/10/2025, Prova 2 (30%) em 20/11/2025, Trabalho final (40%) entrega 12/12/2025.';
    expect(parseSyllabus(text, { fallbackYear: 2025 }).map((i) => [i.title, i.due?.date])).toEqual([
      ['Prova 1', '2025-10-10'],
      ['Prova 2', '2025-11-20'],
      ['Trabalho final', '2025-12-12'],
    ]);
  });
});
