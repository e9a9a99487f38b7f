// Rule listed-work-each-share (lib/syllabus/scheme/listed-each.ts): a sentence lists the graded work, a clause gives
// each of it one share (in words or figures), and the shares make the whole. Invented outlines.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const scheme = (text: string) =>
  (readSyllabus(text, { fallbackYear: 2026 }).scheme ?? []).map((c) => [c.title, c.weight]);

describe('listed work, each of one share', () => {
  it('reads a counted list and "Each will count 25 percent" as shares by member', () => {
    const text = [
      'Marking',
      '',
      'The mark for the module rests on four pieces of work: two lab reports, a project, and a written',
      'exam. Each will count 25 percent of the module grade. Reports are marked by two tutors.',
    ].join('\n');
    const steps: string[] = [];
    const r = readSyllabus(text, { fallbackYear: 2026, trace: (s) => steps.push(s) });
    expect(r.scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Lab reports', 50],
      ['Project', 25],
      ['Written exam', 25],
    ]);
    expect(steps).toContain('component: Lab reports 50 x2 (line 4)');
    // Derived, not stated: the equal source's warning says so.
    expect(r.warnings).toContain(
      'Equal weights were assumed from the outline saying its items count equally: confirm them.',
    );
  });

  it('reads "Essays, tests, and seminar participation will each constitute one-third", the fraction broken over lines', () => {
    const text = [
      'Students write three essays and sit two tests. Essays, tests, and seminar participation will each constitute one-',
      'third of the grade for the course.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Essays', 33.33],
      ['Tests', 33.33],
      ['Seminar participation', 33.33],
    ]);
  });

  it('reads "They each count equally" after a list introduced by its verb', () => {
    const text =
      'The grade will be based on a mid-term quiz, a field report, and a final examination. They each count equally toward the course grade.\n';
    expect(scheme(text)).toEqual([
      ['Mid-term quiz', 33.3333],
      ['Field report', 33.3333],
      ['Final examination', 33.3333],
    ]);
  });

  it('answers no scheme when the shares do not make the whole, or a listed name is no graded work', () => {
    expect(scheme('There will be a midterm and a final exam. Each will count 30% of the final grade.\n')).toEqual([]);
    expect(
      scheme(
        'Your grade is based on the lectures, the readings, and a final exam. Each will count equally in the grade.\n',
      ),
    ).toEqual([]);
  });
});
