// Rule works-share-one-figure (scheme/listed-points.ts): several works named in one list share the figure given
// "each" after them, and a plural work with no count of its own takes as many sittings as close the stated total.
// Invented examples.
import { describe, expect, it } from 'vitest';
import { listedPoints, sharedBy } from '../../../../lib/syllabus/scheme/listed-points.js';
import { labelScore } from '../../../../lib/syllabus/scheme/shares.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const src = [
  'Course grade',
  '',
  'The unit tests, the lab report, and the final exam are each worth 80 points. Your course grade is',
  'the sum of the points you earn, out of a maximum of 320. Late lab reports lose 5 points a day.',
];
const read = (lines: string[]) =>
  listedPoints(lines, 0, labelScore).map((s) => [s.title, Math.round(s.value * 100) / 100, s.count]);

describe('works-share-one-figure', () => {
  it('gives each work of the list the shared figure, the plural one as many sittings as close the total', () => {
    expect(read(src)).toEqual([
      ['Unit tests', 50, 2],
      ['Lab report', 25, null],
      ['Final exam', 25, null],
    ]);
    expect(parseSyllabus(src.join('\n'), { fallbackYear: 2027 }).map((i) => [i.title, i.weight])).toEqual([
      ['Unit tests', 50],
      ['Lab report', 25],
      ['Final exam', 25],
    ]);
  });

  it('reads a list from the sentence start only, of short names of graded work', () => {
    expect(sharedBy('The unit tests, the lab report, and the final exam are each worth ', false)).toEqual([
      { name: 'Unit tests', count: 1, open: true },
      { name: 'Lab report', count: 1 },
      { name: 'Final exam', count: 1 },
    ]);
    expect(sharedBy('Grades rest on the unit tests, the lab report and the final exam, worth ', true)).toBeNull();
    expect(sharedBy('The lab report and the final exam are worth ', false)).toBeNull();
    // A clause naming a work with its own count ("three exams, each worth") is no shared list.
    expect(sharedBy('Your grade depends on attendance and three exams, each worth ', false)).toBeNull();
    expect(sharedBy('Two quizzes and the final exam are worth ', true)).toEqual([
      { name: 'Quizzes', count: 2 },
      { name: 'Final exam', count: 1 },
    ]);
  });

  it('reads no scheme when no count of sittings closes the stated total', () => {
    expect(read(src.map((l) => l.replace('320', '300')))).toEqual([]);
  });
});
