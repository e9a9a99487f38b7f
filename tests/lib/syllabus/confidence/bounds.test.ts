// The bounds on confidence read from the answer alone (lib/syllabus/confidence/bounds.ts). Every outline is invented.
import { describe, expect, it } from 'vitest';
import {
  bounded,
  datedWithinItsDate,
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
});
