// A component whose own name opens with a scheme's heading word ("Assessments and evaluations", "Assessment 1
// essay", "Grading of the portfolio") keeps that word: only a heading glued to a capitalised name ("Assessment
// Quiz 1") is cut (lib/syllabus/scheme/heading-names.ts), and such a row is a component, not the scheme's total
// (lib/syllabus/scheme/layout.ts). Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { headingFreeNames } from '../../../../lib/syllabus/scheme/heading-names.js';
import { extractScheme, type Component } from '../../../../lib/syllabus/scheme/layout.js';
import { segment } from '../../../../lib/syllabus/segment/lines.js';

const named = (title: string) => ({ title }) as Component;

describe('names that open with a heading word', () => {
  it('cuts a heading glued to a capitalised name, and keeps a name whose next word is in lower case', () => {
    const titles = headingFreeNames(
      ['Assessment Quiz 1', 'Assessments and evaluations', 'Grading of the portfolio', 'GRADING PAPERS'].map(named),
    ).map((c) => c.title);
    expect(titles).toEqual(['Quiz 1', 'Assessments and evaluations', 'Grading of the portfolio', 'PAPERS']);
  });

  it('reads a numbered list whose last item is named "Assessments and evaluations" as a component', () => {
    const text = [
      'Requirements',
      '',
      '1. Reading journal __________ 40%',
      '2. Class presentation __________ 30%',
      '3. Unit plan __________ 20%',
      '4. Assessments and evaluations __________ 10%',
    ].join('\n');
    const { scheme } = readSyllabus(text, { fallbackYear: 2026 });
    expect(scheme?.map((c) => [c.title, Math.round(c.weight)])).toEqual([
      ['Reading journal', 40],
      ['Class presentation', 30],
      ['Unit plan', 20],
      ['Assessments and evaluations', 10],
    ]);
  });
});

describe('the layout reader on rows named by a heading word', () => {
  const rows = (names: string[]) =>
    extractScheme(segment(names.map((n, i) => `${i + 1}. ${n}`).join('\n'))).map((c) => [c.title, c.weight]);

  it('reads a numbered or compound name that opens with the heading word as a component', () => {
    expect(rows(['Assessment 1 essay 30%', 'Assessment 2 report 30%', 'Final examination 40%'])).toEqual([
      ['Assessment 1 essay', 30],
      ['Assessment 2 report', 30],
      ['Final examination', 40],
    ]);
    expect(rows(['Reading journal 60%', 'Assessments and evaluations 40%'])).toEqual([
      ['Reading journal', 60],
      ['Assessments and evaluations', 40],
    ]);
  });

  it('still reads the heading word alone with the whole as the total', () => {
    expect(rows(['Assessment 100%', 'Reading journal 60%', 'Final examination 40%'])).toEqual([
      ['Reading journal', 60],
      ['Final examination', 40],
    ]);
  });
});
