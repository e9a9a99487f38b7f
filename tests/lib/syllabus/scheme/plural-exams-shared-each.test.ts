// "Exams 20% each, 60% total" as the only examination of a scheme is several sittings, not the final
// examination: the schedule's "FIRST EXAM" and "SECOND EXAM" are its members, each with its own day.
// Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = (exams: string) =>
  [
    'Research Methods, Fall 2024',
    '',
    'Grading:',
    `    Exams\t${exams}`,
    '    Exercises\t20%',
    '    Projects\t20%',
    '',
    'Class calendar',
    '    Sept 26\t\tFIRST EXAM',
    '    Oct 31\t\tSECOND EXAM',
    '    Dec 12\t\tTHIRD EXAM',
    '',
  ].join('\n');

describe('a plural exams component shared among its sittings', () => {
  it('splits into the dated sittings', () => {
    const exams = parseSyllabus(outline('20% each, 60% total'), { fallbackYear: 2026 }).filter((i) =>
      /exam/i.test(i.title),
    );
    expect(exams.map((i) => [i.due?.date ?? null, i.weight])).toEqual([
      ['2024-09-26', 20],
      ['2024-10-31', 20],
      ['2024-12-12', 20],
    ]);
  });
});
