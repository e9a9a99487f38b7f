// (final-by-its-manner) The scheme's "Final exam" and the schedule's "Take-home final due": "final" with the words
// that say how it is sat names the one final exam; a "Final paper due" row says no such thing. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { namesTheFinalByManner } from '../../../../lib/syllabus/members/shortname.js';

const due = (text: string) =>
  Object.fromEntries(parseSyllabus(text).map((i) => [i.title, i.due?.date ?? null])) as Record<string, string | null>;

describe('a final named by how it is sat', () => {
  it('dates the one final exam', () => {
    const d = due(`SOC 240, Fall 2027

Grading
  * Midterm exam ........ 30%
  * Response papers ..... 30%
  * Final exam .......... 40%

Calendar
  * Oct 14: Midterm exam
  * Dec 8: Takehome Final due at noon
`);
    expect(d['Final exam']).toBe('2027-12-08');
  });

  it('needs the manner and exam words only', () => {
    expect(namesTheFinalByManner('Final exam', 'Comprehensive final', true)).toBe(true);
    expect(namesTheFinalByManner('Final exam', 'Take home final', true)).toBe(true);
    expect(namesTheFinalByManner('Final exam', 'Final', true)).toBe(false);
    expect(namesTheFinalByManner('Final exam', 'Final paper', true)).toBe(false);
    expect(namesTheFinalByManner('Final exam', 'Take-home final essay', true)).toBe(false);
    expect(namesTheFinalByManner('Final exam', 'Takehome Final', false)).toBe(false);
  });
});
