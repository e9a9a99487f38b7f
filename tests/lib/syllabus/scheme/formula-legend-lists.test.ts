// A grade formula whose symbols a bulleted legend defines in words ("* GAA = Average score in First 10
// weekly graded assignments", "* F = score in final exam"): each leaf is named by what its score is of,
// with the count stated (lib/syllabus/scheme/formula.ts). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('formula legends in a list', () => {
  it('names GAA, Qz1 and F by their bulleted definitions', () => {
    const text = [
      'Final grade formula:',
      '* GAA = Average score in First 8 weekly graded assignments',
      '* Qz1 = score in Quiz I (0, if not attempted)',
      '* F = score in final exam',
      '* T = 0.2GAA + 0.3Qz1 + 0.5F',
    ].join('\n');
    const steps: string[] = [];
    const { scheme } = readSyllabus(text, { fallbackYear: 2026, trace: (s) => steps.push(s) });
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['weekly graded assignments', 20],
      ['Quiz I', 30],
      ['final exam', 50],
    ]);
    expect(steps).toContain('component: weekly graded assignments 20 x8 (line 2)');
  });
});
