// An outline with no figure that says its items count equally. Invented outlines.
import { describe, expect, it } from 'vitest';
import { uncalibrated } from '../../../../lib/syllabus/calibrate/index.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('items that count equally', () => {
  it('shares the grade equally among the numbered quizzes the outline lists, and says so', () => {
    const text =
      'Evaluation\nAll quizzes count equally towards the final grade. Scores are curved.\n\nSchedule\nSep 9 Cell membranes\nSep 23 Quiz 1\nOct 14 Quiz 2\nNov 4 Quiz 3\n';
    const r = readSyllabus(text, { fallbackYear: 2026 });
    expect(r.items.map((i) => [i.title, i.kind, i.weight])).toEqual([
      ['Quiz 1', 'quiz', 33.3333],
      ['Quiz 2', 'quiz', 33.3333],
      ['Quiz 3', 'quiz', 33.3333],
    ]);
    expect(r.warnings).toContain(
      'Equal weights were assumed from the outline saying its items count equally: confirm them.',
    );
    // The reader's own confidence says the weights were assumed (the calibrated one is learned from data
    // with few such outlines).
    const own = uncalibrated(() => readSyllabus(text, { fallbackYear: 2026 }));
    expect(own.items.every((i) => i.confidence <= 0.5)).toBe(true);
  });

  it('answers empty, with its warning, when the numbered items do not run from 1', () => {
    const r = readSyllabus('All exams count equally.\nExam 2 is in week 9.\nExam 3 in week 14.\n', {
      fallbackYear: 2026,
    });
    expect(r.items).toEqual([]);
    expect(r.warnings).toEqual(['No grading scheme was recognised: add the items by hand.']);
  });
});

describe('components named in one sentence that weighs them equally', () => {
  it('reads "weighted equally between the mid-term, the final, and the homework" as three equal shares', () => {
    const text = [
      'There will be a mid-term exam (in class) and a final exam. Problem sets will be assigned in class.',
      'The final grade will',
      'be weighted equally between the mid-term, the final, and the homework.',
    ].join('\n');
    const { scheme, warnings } = readSyllabus(text, { fallbackYear: 2026 });
    expect(scheme?.map((c) => [c.title, Math.round(c.weight * 100) / 100])).toEqual([
      ['Mid-term', 33.33],
      ['Final', 33.33],
      ['Homework', 33.33],
    ]);
    expect(warnings.join(' ')).toMatch(/Equal weights were assumed/);
  });

  it('names nothing when a listed name is no graded work', () => {
    const text = 'Office hours are divided equally between Monday, Wednesday and the lab.';
    expect(readSyllabus(text, { fallbackYear: 2026 }).items).toEqual([]);
  });

  it('reads "each of the five briefs will have an equal weight" with a noun of its own as one component of five', () => {
    const text =
      'Grading: Each of the five briefs will have an equal weight in the final average.\nLate briefs lose a grade.';
    const steps: string[] = [];
    const { scheme } = readSyllabus(text, { fallbackYear: 2026, trace: (s) => steps.push(s) });
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([['Briefs', 100]]);
    expect(steps).toContain('component: Briefs 100 x5 (line 1)');
    // Without the word equal, the same sentence weighs nothing.
    expect(readSyllabus('Each of the five briefs will have a cover page.', { fallbackYear: 2026 }).items).toEqual([]);
  });

  it('reads "three (3) exams, each worth 100 points" as the whole grade when the grade table tops at 300', () => {
    const text = [
      'Requirements. Your grade depends on attendance',
      'and three (3) in-class exams, each worth 100 points.',
      '',
      'Points | Grade',
      '270 - 300 | A',
      '240 - 269 | B',
    ].join('\n');
    const steps: string[] = [];
    const { scheme } = readSyllabus(text, { fallbackYear: 2026, trace: (s) => steps.push(s) });
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([['In-class exams', 100]]);
    expect(steps).toContain('component: In-class exams 100 x3 (line 2)');
    // Without a grade table that tops at their total, the exams may be one part of a scheme not stated.
    expect(readSyllabus(text.split('\n').slice(0, 2).join('\n'), { fallbackYear: 2026 }).items).toEqual([]);
  });
});

describe('a counted component that makes the whole grade in equal parts', () => {
  it('reads "drawn equally from the results of the four take-home examinations" as one component of four', () => {
    const text = [
      'Your course grade will be drawn equally from the results of the four take-home',
      'examinations. Participation may raise a borderline grade.',
    ].join('\n');
    const steps: string[] = [];
    const { scheme } = readSyllabus(text, { fallbackYear: 2026, trace: (s) => steps.push(s) });
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([['Take-home examinations', 100]]);
    expect(steps).toContain('component: Take-home examinations 100 x4 (line 1)');
  });

  it('needs the word equal: "each of the six papers" alone weighs nothing', () => {
    const text = 'Each of the six papers must be typed and double-spaced.';
    expect(readSyllabus(text, { fallbackYear: 2026 }).items).toEqual([]);
  });
});

describe('each-worth-the-whole, its verbs', () => {
  it('reads "three examinations, each representing 1/3 of the total grade" as the whole grade', () => {
    const text =
      'Requirements: read the texts. There will be\nthree examinations, each representing 1/3 of the total grade.\n';
    const steps: string[] = [];
    const { scheme } = readSyllabus(text, { fallbackYear: 2026, trace: (s) => steps.push(s) });
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([['Examinations', 100]]);
    expect(steps).toContain('component: Examinations 100 x3 (line 2)');
  });
});
