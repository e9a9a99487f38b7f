// The bounds on confidence read from the answer alone (lib/syllabus/confidence/bounds.ts). Every outline is invented.
import { describe, expect, it } from 'vitest';
import { bounded, datedWithinItsDate, undatedAmongDated } from '../../../../lib/syllabus/confidence/bounds.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const item = (kind: string, due: string | null, confidence = 0.9, dueConfidence: number | null = 0.85) => ({
  kind,
  due: due ? { date: due, time: null } : null,
  confidence,
  dueConfidence,
});

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
    expect(bounded(one, [undatedAmongDated()])).toEqual(one);
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
    const out = bounded(items, [undatedAmongDated()]);
    expect(out.map((i) => i.confidence)).toEqual([0.95, 0.9, 0.9, 0.6, 0.78, 0.78]);
    expect(out[3]!.dueConfidence).toBe(0.6);
  });

  it('never puts a dated item above its date', () => {
    const [dated] = bounded([item('final', '2026-12-09', 0.9, 0.78)], [datedWithinItsDate]);
    expect(dated!.confidence).toBe(0.78);
    expect(dated!.dueConfidence).toBe(0.78);
  });
});
