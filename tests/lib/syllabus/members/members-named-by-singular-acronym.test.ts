// A component named by an acronym in the plural ("IIQs 20%") whose members the schedule numbers with a
// hash ("IIQ#1", "IIQ #2", "IIQ# 7"): the singular is the component's own name, so the numbered forms are
// its members (lib/syllabus/members/series.ts, lib/syllabus/mentions/schedule.ts). Invented example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('members named by the singular of an acronym', () => {
  it('finds IIQ#1, IIQ #2 and IIQ# 3 as members of IIQs, each dated by its row', () => {
    const text = [
      'Grading',
      '- Participation 40%',
      '- IIQs 60%',
      '',
      '| Date | Work |',
      '| --- | --- |',
      '| Sep 4, 2026 | IIQ#1 due |',
      '| Sep 11, 2026 | IIQ #2 due |',
      '| Sep 18, 2026 | IIQ# 3 due |',
    ].join('\n');
    const steps: string[] = [];
    const { items } = readSyllabus(text, { trace: (s) => steps.push(s) });
    expect(steps.filter((s) => /^mention: IIQ/.test(s))).toHaveLength(3);
    expect(items.filter((i) => /IIQ/.test(i.title)).map((i) => i.due?.date)).toEqual([
      '2026-09-04',
      '2026-09-11',
      '2026-09-18',
    ]);
  });
});
