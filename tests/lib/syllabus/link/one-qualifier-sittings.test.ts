// (one-qualifier-sittings) A counted tests component whose sittings the schedule numbers under the exam word after one
// and the same qualifier ("practical exam #1" … "#3"): they are its members. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const read = (text: string) =>
  parseSyllabus(text, { fallbackYear: 2027 }).map((i) => [i.title, i.kind, i.due?.date ?? null, i.weight]);

const outline = (scheme: string[]) =>
  [
    'Grading',
    '',
    ...scheme,
    '',
    'Schedule',
    '',
    '* Feb 12: Bones of the forelimb; Bench Exam #1',
    '* Feb 19: Muscles of the hindlimb',
    '* Mar 12: Nerves; Bench Exam #2',
    '* Apr 16: Review; Bench Exam #3',
  ].join('\n');

describe('one-qualifier-sittings', () => {
  it('splits "Tests (3)" into the bench exams the schedule numbers and dates', () => {
    expect(read(outline(['Tests (3 x 20%) 60%', 'Drawings 40%']))).toEqual([
      ['Bench Exam #1', 'midterm', '2027-02-12', 20],
      ['Bench Exam #2', 'midterm', '2027-03-12', 20],
      ['Bench Exam #3', 'midterm', '2027-04-16', 20],
      ['Drawings', 'other', null, 40],
    ]);
  });

  it('leaves the tests whole when another component is named by the qualifier', () => {
    expect(read(outline(['Tests (3 x 20%) 60%', 'Bench work 40%'])).map(([t]) => t)).toEqual(['Tests', 'Bench work']);
  });
});
