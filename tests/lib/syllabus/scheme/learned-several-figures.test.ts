// Rule learned-scheme-lines, its candidates beyond one figure per line (lib/syllabus/scheme/line-features.ts):
// a whole scheme in one line (learned-lines-several-figures, times-count), points in prose given for each work
// (points-each-counted, points-in-one-sentence), and a column of figures alone under as many lines of names
// (column-under-names). The rules read none of these pages; the learned proposer does, traced. Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { figureLines } from '../../../../lib/syllabus/scheme/line-features.js';

const page = (...body: string[]) =>
  ['Medieval Towns', '', 'Requirements', '', ...body, '', 'Office hours by appointment.'].join('\n');

const read = (text: string) => {
  const trace: string[] = [];
  const reading = readSyllabus(text, { fallbackYear: 2026, trace: (s) => trace.push(s) });
  return {
    scheme: reading.scheme?.map((c) => [c.title, c.weight, c.line]),
    trace: trace.filter((s) => s.startsWith('scheme candidate, learned lines')),
  };
};

describe('learned scheme lines: several figures on a line', () => {
  // "Essays 2 x 20%" (the count first) the share finder reads itself (count-times-figure); the count after the
  // figure is the learned proposer's alone.
  it('reads a whole scheme written on one line, a count times a figure multiplied', () => {
    const { scheme, trace } = read(page('Participation 10% ... Essays 20% x 2 ... Final 50%'));
    expect(scheme).toEqual([
      ['Participation', 10, 4],
      ['Essays', 40, 4],
      ['Final', 50, 4],
    ]);
    expect(trace[0]).toMatch(/5 \([\d.]+, 3 on the line, 2 each\)/);
  });

  it('reads points in prose, a figure given for each work counted, converted to percents', () => {
    const { scheme, trace } = read(
      page('We give two exams, each one is worth 100 points; the lab notebook is 50 points.'),
    );
    expect(scheme).toEqual([
      ['two exams', 80, 4],
      ['lab notebook', 20, 4],
    ]);
    expect(trace[0]).toMatch(/2 on the line, 2 each/);
  });

  it('names a column of figures alone by the lines of names above it', () => {
    const { scheme, trace } = read(page('Lab reports', 'Midterm exam', 'Final exam', '', '40', '25', '35'));
    expect(scheme).toEqual([
      ['Lab reports', 40, 8],
      ['Midterm exam', 25, 9],
      ['Final exam', 35, 10],
    ]);
    expect(trace[0]).toMatch(/named above the column/);
  });

  it('gives one candidate per figure of a sentence, each named by its own stretch', () => {
    const raw = [
      '30% for the midterm, 40% for the final and 30% for the paper',
      'Two exams worth 100 points each and a 50-point project.',
    ];
    expect(figureLines(raw).map((f) => [f.line, f.title, f.value, f.count])).toEqual([
      [0, 'midterm', 30, null],
      [0, 'final', 40, null],
      [0, 'paper', 30, null],
      [1, 'Two exams', 200, 2],
      [1, 'project', 50, null],
    ]);
  });

  it('pairs no column when the lines above are no names', () => {
    const { scheme } = read(page('Room 12', 'Monday to Friday', '', '40', '25', '35'));
    expect(scheme ?? []).toEqual([]);
  });
});
