// "Exams 40%" as the scheme's one exam component, and the outline naming its two sittings "a midterm and a final"
// or a schedule row "FINAL, 9:00 am" on its own day: the final named by its word alone is the final sitting, so the
// component is the midterm and the final, each with half the weight (bare-final-beside-the-midterm). Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const SAME_LINE = `GEOG 140, Fall 2029

Grading
Field notebook 30%
Exams 40%
Short essay 30%

Exams: there will be two exams, a midterm and a final, both written in class.
`;

const ROW = `GEOG 140, Fall 2029

Grading
Field notebook 30%
Exams (2) 40%
Short essay 30%

Schedule
Sept 10 Maps and scale
Oct 15 MIDTERM EXAM
Nov 5 Rivers
Dec 10 FINAL, 9:00 am
`;

const items = (text: string) =>
  readSyllabus(text, { fallbackYear: 2029 }).items.map((i) => ({
    kind: i.kind,
    weight: i.weight,
    due: i.due?.date ?? null,
  }));

describe('the final named by its word alone beside the midterm', () => {
  it('splits the exams into the midterm and the final named on one line', () => {
    const exams = items(SAME_LINE).filter((i) => i.kind === 'midterm' || i.kind === 'final');
    expect(exams).toEqual([
      { kind: 'midterm', weight: 20, due: null },
      { kind: 'final', weight: 20, due: null },
    ]);
  });

  it('dates the final by its own schedule row', () => {
    const exams = items(ROW).filter((i) => i.kind === 'midterm' || i.kind === 'final');
    expect(exams).toEqual([
      { kind: 'midterm', weight: 20, due: '2029-10-15' },
      { kind: 'final', weight: 20, due: '2029-12-10' },
    ]);
  });

  it('leaves the exams whole when the final is said not to be given', () => {
    const none = SAME_LINE.replace('a midterm and a final, both written in class', 'a midterm and no final');
    const exams = items(none).filter((i) => i.kind === 'midterm' || i.kind === 'final');
    expect(exams).toHaveLength(1);
  });

  it('leaves the exams whole when the word stands on an undated line of prose apart from the midterm', () => {
    const apart = SAME_LINE.replace(
      'a midterm and a final, both written in class.',
      'a midterm in October.\nThe final grade counts everything.',
    );
    const exams = items(apart).filter((i) => i.kind === 'midterm' || i.kind === 'final');
    expect(exams).toHaveLength(1);
  });
});
