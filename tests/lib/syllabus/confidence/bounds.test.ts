// The bounds on confidence read from the answer alone (lib/syllabus/confidence/bounds.ts). Every outline is invented.
import { describe, expect, it } from 'vitest';
import {
  BOUNDS,
  boundOutline,
  bounded,
  datedWithinItsDate,
  LIFTS,
  lifted,
  undatedAmongDated,
  weightNotPrinted,
} from '../../../../lib/syllabus/confidence/bounds.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const item = (
  kind: string,
  due: string | null,
  confidence = 0.9,
  dueConfidence: number | null = 0.85,
  weight = 20,
) => ({
  title: kind,
  kind,
  due: due ? { date: due, time: null } : null,
  weight,
  confidence,
  dueConfidence,
});

/** An outline printing 20 % (every invented item below weighs 20 unless told). */
const PRINTED = { figures: new Set(['20']) };

describe('confidence bounds', () => {
  it('keeps an undated essay out of the high band when the outline dates two other items', () => {
    const text = [
      'Grading (Fall 2026)',
      '- Response essay: 30%',
      '- Participation: 10%',
      '- Midterm exam: 30%',
      '- Final exam: 30%',
      '',
      'Midterm exam: October 14, 2026',
      'Final exam: December 9, 2026',
    ].join('\n');
    const items = readSyllabus(text).items;
    const essay = items.find((i) => i.title === 'Response essay')!;
    expect(items.filter((i) => i.due).map((i) => i.title)).toEqual(['Midterm exam', 'Final exam']);
    expect(essay.due).toBeNull();
    expect(essay.confidence).toBeLessThan(0.8);
    expect(essay.dueConfidence).toBeLessThan(0.8);
    // Participation, undated in every outline, keeps its certainty.
    expect(items.find((i) => i.kind === 'participation')!.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('leaves an undated item alone when at most one other item is dated', () => {
    const one = [item('assignment', null), item('midterm', '2026-10-14', 0.78, 0.78), item('final', null, 0.9, 0.75)];
    expect(bounded(one, PRINTED, [undatedAmongDated()])).toEqual(one);
  });

  it('exempts participation, quizzes and labs, often undated in outlines that date the rest', () => {
    const items = [
      item('participation', null, 0.95, 0.95),
      item('quiz', null),
      item('lab', null),
      item('project', null),
      item('midterm', '2026-10-14', 0.78, 0.78),
      item('final', '2026-12-09', 0.78, 0.78),
    ];
    const out = bounded(items, PRINTED, [undatedAmongDated()]);
    expect(out.map((i) => i.confidence)).toEqual([0.95, 0.9, 0.9, 0.6, 0.78, 0.78]);
    expect(out[3]!.dueConfidence).toBe(0.6);
  });

  it('never puts a dated item above its date', () => {
    const [dated] = bounded([item('final', '2026-12-09', 0.9, 0.78)], PRINTED, [datedWithinItsDate]);
    expect(dated!.confidence).toBe(0.78);
    expect(dated!.dueConfidence).toBe(0.78);
  });

  it('keeps an item whose weight the outline never prints (points scaled to a percent) out of the high band', () => {
    const scheme = (unit: string, figures: number[]) =>
      [
        'Grading (Fall 2026)',
        `- Midterm exam: ${figures[0]}${unit}`,
        `- Final exam: ${figures[1]}${unit}`,
        `- Essay: ${figures[2]}${unit}`,
      ].join('\n');
    const points = readSyllabus(scheme(' points', [60, 90, 30])).items;
    const shares = readSyllabus(scheme('%', [30, 45, 25])).items;
    expect(points.map((i) => Math.round(i.weight))).toEqual([33, 50, 17]);
    for (const i of points) expect(i.confidence).toBeLessThan(0.8);
    for (const i of shares) expect(i.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('reads a printed weight as the outline prints it, to two decimals', () => {
    const out = bounded(
      [item('final', null, 0.9, 0.75, 33.3333), item('midterm', null, 0.9, 0.75, 25)],
      {
        figures: new Set(['33.33']),
      },
      [weightNotPrinted],
    );
    expect(out.map((i) => i.confidence)).toEqual([0.9, 0.75]);
  });

  it('leaves a member of a series its share of the printed weight', () => {
    const quiz = (n: number) => ({ ...item('quiz', null, 0.8, 0.85, 5), title: `Quiz ${n}` });
    const out = bounded([quiz(1), quiz(2), quiz(3), quiz(4)], PRINTED, [weightNotPrinted]);
    expect(out.map((i) => i.confidence)).toEqual([0.8, 0.8, 0.8, 0.8]);
  });

  it('keeps undated work out of the high band in an outline whose schedule rows open on a weekday and a day', () => {
    // Month headings, then rows `Th 28 … Paper 1 due`: the days are printed, the reader dated nothing.
    const text = [
      'Grading (Fall 2026)',
      'Participation       10%',
      'Two Essays          40%',
      'Midterm             25%',
      'Final               25%',
      '',
      'Schedule',
      'September',
      'Tu 8   Introduction',
      'Th 10  Reading one',
      'October',
      'Tu 6   Reading two              Essay 1 due',
      'Th 15  Midterm',
      'November',
      'Tu 10  Reading three            Essay 2 due',
    ].join('\n');
    const items = [
      { ...item('participation', null, 0.95, 0.95, 10), title: 'Participation' },
      { ...item('assignment', null, 0.9, 0.85, 20), title: 'Essay 1' },
      { ...item('assignment', null, 0.9, 0.85, 20), title: 'Essay 2' },
      { ...item('midterm', null, 0.9, 0.75, 25), title: 'Midterm' },
      { ...item('final', null, 0.9, 0.75, 25), title: 'Final' },
    ];
    const out = bounded(items, boundOutline(text, new Set(['10', '40', '25'])), BOUNDS);
    expect(out.map((i) => i.confidence)).toEqual([0.95, 0.6, 0.6, 0.6, 0.6]);
    // The same scheme with no schedule leaves them where they were.
    const bare = text.split('\n').slice(0, 5).join('\n');
    expect(bounded(items, boundOutline(bare, new Set(['10', '40', '25'])), BOUNDS)).toEqual(items);
  });

  it('keeps a date out of the high band when the outline never prints its year', () => {
    const text = ['Economics 101, Spring 2019', 'Final exam (40%): May 8, 10:00'].join('\n');
    const final = { ...item('final', '2026-05-08', 0.9, 0.83, 40), title: 'Final exam' };
    const [out] = bounded([final], boundOutline(text, new Set(['40'])), BOUNDS);
    expect(out!.confidence).toBe(0.7);
    expect(out!.dueConfidence).toBe(0.7);
    const [kept] = bounded(
      [{ ...final, due: { date: '2019-05-08', time: null } }],
      boundOutline(text, new Set(['40'])),
      BOUNDS,
    );
    expect(kept!.confidence).toBe(0.83);
  });

  it("holds a series member's date surer when its own row says it is due, in a year the outline prints", () => {
    const text = [
      'Fall 2026. Homework 30% (three sets), Exams 70%',
      'Sep 14  Homework 1 due',
      'Oct 12  Homework 2 due',
      'Nov 9   Homework 3 due',
    ].join('\n');
    const hw = (n: number, date: string) => ({
      ...item('assignment', date, 0.9, 0.76, 10),
      title: `Homework ${n}`,
    });
    const items = [hw(1, '2026-09-14'), hw(2, '2026-10-12'), hw(3, '2026-11-09')];
    const read = boundOutline(text, new Set(['30', '70']));
    const out = bounded(lifted(items, read, LIFTS), read, BOUNDS);
    expect(out.map((i) => [i.confidence, i.dueConfidence])).toEqual([
      [0.85, 0.85],
      [0.85, 0.85],
      [0.85, 0.85],
    ]);
    // A row that does not say so (a reading on that day) is no such evidence.
    const plain = text.replace(/ due/g, ' reading');
    const read2 = boundOutline(plain, new Set(['30', '70']));
    expect(bounded(lifted(items, read2, LIFTS), read2, BOUNDS).map((i) => i.confidence)).toEqual([0.76, 0.76, 0.76]);
  });
});
