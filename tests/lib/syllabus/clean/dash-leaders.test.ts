// Leaders of dashes or underscores between a name and its figure. Invented examples.
import { describe, expect, it } from 'vitest';
import { blankDashLeaders } from '../../../../lib/syllabus/clean/dash-leaders.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('dash leaders', () => {
  it('blanks the leader before a figure, offsets kept, and nothing else', () => {
    expect(blankDashLeaders('Exam I--------20%')).toBe('Exam I        20%');
    expect(blankDashLeaders('Final ____ 30%')).toBe('Final      30%');
    expect(blankDashLeaders('-------- heading --------')).toBe('-------- heading --------');
    expect(blankDashLeaders('Scale 90-100%')).toBe('Scale 90-100%');
  });

  it('lets the scheme be read', () => {
    const text = 'Grading\nExam I------------------20%\nExam II-----------------30%\nFinal Exam--------------50%\n';
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([
      ['Exam I', 20],
      ['Exam II', 30],
      ['Final Exam', 50],
    ]);
  });
});
