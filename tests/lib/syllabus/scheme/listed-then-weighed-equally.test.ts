// Rule listed-then-weighed-equally: a sentence names the graded work, then weighs what it named equally. Invented outlines.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('works named in a sentence that then weighs them equally', () => {
  it('reads "(1) Lab Report (2) Project and (3) Final Exam each weighed equally" as three equal shares', () => {
    const text = [
      'Chemistry 210, Spring 2026',
      '',
      'Evaluation: (1) Lab Report (2) Project and (3) Final Exam each weighed equally.',
      'The lab report is due in week 6.',
    ].join('\n');
    const r = readSyllabus(text, { fallbackYear: 2026 });
    expect(r.items.map((i) => [i.title, i.kind, i.weight])).toEqual([
      ['Lab Report', 'lab', 33.3333],
      ['Project', 'project', 33.3333],
      ['Final Exam', 'final', 33.3333],
    ]);
  });

  it('reads "determined by the quizzes and the final exam, which are given equal weight" as two halves', () => {
    const text =
      'Grades\nYour grade in this course is determined by the quizzes and the final exam, which are given equal\nweight. Grades are posted online.\n';
    const r = readSyllabus(text, { fallbackYear: 2026 });
    expect(r.items.map((i) => [i.title, i.weight])).toEqual([
      ['Quizzes', 50],
      ['Final exam', 50],
    ]);
  });

  it('reads nothing from one named work given equal weight, nor from a run-on clause after a dash', () => {
    const one = readSyllabus('The four written assignments will be given equal weight in the written part.\n', {
      fallbackYear: 2026,
    });
    expect(one.items).toEqual([]);
    const dash = readSyllabus(
      'Mid-year grades will be based on my evaluation of your journal entries, field notes, and class participation--each weighted equally.\n',
      { fallbackYear: 2026 },
    );
    expect(dash.items).toEqual([]);
  });
});
