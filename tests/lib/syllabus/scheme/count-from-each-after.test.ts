// (count-from-each-after) "Written examinations 60% (or 30% each)": a weight restated at once as each member's share
// counts the members, so the schedule's "EXAM #1" and "EXAM #2" are its sittings, each with its own day (and the
// plural exams are no final). Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { countsFromEachAfter } from '../../../../lib/syllabus/scheme/each-after.js';

const outline = [
  'Criminology and Society, Spring 2024',
  '',
  'Weighting: Debate statement 20%; Debate presentation 20%; Written examinations 60% (or 30% each)',
  '',
  'Schedule',
  'Feb 20  Film and discussion; EXAM #1',
  'Apr 18  Review; EXAM #2',
  '',
].join('\n');

describe('a weight restated as each member share', () => {
  it('splits the component into its dated members', () => {
    const exams = parseSyllabus(outline, { fallbackYear: 2026 }).filter((i) => /exam/i.test(i.title));
    expect(exams.map((i) => [i.due?.date ?? null, i.weight])).toEqual([
      ['2024-02-20', 30],
      ['2024-04-18', 30],
    ]);
  });

  it('counts only a restatement of the component own weight, after its name', () => {
    const c = (title: string, weight: number, line = 0) => ({
      title,
      kind: 'project' as const,
      weight,
      count: null,
      line,
      rest: '',
    });
    const raw = ['Projects 20% (10% each)', 'Labs 20%, Essays 30% (15% each)', 'Quizzes 10% (or 30 points each)'];
    expect(countsFromEachAfter([c('Projects', 20)], raw)[0]!.count).toBe(2);
    // The restatement after "Essays" is not the labs'.
    expect(countsFromEachAfter([c('Labs', 20, 1)], raw)[0]!.count).toBeNull();
    expect(countsFromEachAfter([c('Essays', 30, 1)], raw)[0]!.count).toBe(2);
    // 10 / 30 counts nothing.
    expect(countsFromEachAfter([c('Quizzes', 10, 2)], raw)[0]!.count).toBeNull();
  });
});
