// Numbers in an exam component's name that measure it rather than number it (lib/syllabus/link/merge.ts,
// memberNumbers): the weeks it covers, its points, a count before its name. Such a component is no numbered
// member, so the schedule's sittings date it. Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (text: string) =>
  parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight, i.due?.date ?? null]);

describe('numbers that measure an exam', () => {
  it('dates a final exam named with the weeks it covers by the line that names the final', () => {
    const text = [
      'Spring 2026',
      'Grading: a research paper (40%) and a final examination covering weeks 5-10 (60%).',
      '',
      'Final Examination: Thursday, June 11, 12:30 p.m.',
    ].join('\n');
    expect(brief(text)).toContainEqual(['Final examination covering weeks 5-10', 60, '2026-06-11']);
  });

  it('splits an exam component weighed "@ 100" into the sittings the schedule names', () => {
    const text = [
      'Spring 2026',
      'Grading',
      '* 3 examinations @ 100 = 300 points',
      '* term paper = 100 points',
      '',
      'Schedule',
      'February 13: First Examination',
      'March 19: Second Examination',
      'April 30: Third Examination',
    ].join('\n');
    expect(brief(text).filter(([t]) => /exam/i.test(String(t)))).toEqual([
      ['First Examination', 25, '2026-02-13'],
      ['Second Examination', 25, '2026-03-19'],
      ['Third Examination', 25, '2026-04-30'],
    ]);
  });
});
