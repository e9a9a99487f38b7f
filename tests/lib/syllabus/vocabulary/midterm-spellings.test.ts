// "Mid-term", "Mid term" and "Midterm" are one word for one sitting (lib/syllabus/vocabulary/kinds.ts, tokens):
// a scheme's "Mid-term 30%" is the "Midterm Exam" the schedule dates. Every outline here is invented.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { contentTokens } from '../../../../lib/syllabus/vocabulary/kinds.js';

const dueOf = (text: string, title: string) =>
  parseSyllabus(text, { fallbackYear: 2026 }).find((i) => i.title === title)?.due?.date ?? null;

describe('mid-term spellings', () => {
  it('reads the three spellings as one word', () => {
    expect(contentTokens('Mid-term exam')).toEqual(contentTokens('Midterm exam'));
    expect(contentTokens('mid term exam')).toEqual(contentTokens('Midterm exam'));
  });

  it('dates a "Mid-term" component by the schedule row that spells it "Midterm Exam"', () => {
    const text = [
      'Fall 2026',
      'Grading: Mid-term 30%, Essay 30%, Final paper 40%',
      '',
      'Schedule',
      'Oct 14 | Midterm Exam',
      'Dec 2 | Final paper due',
    ].join('\n');
    expect(dueOf(text, 'Mid-term')).toBe('2026-10-14');
  });
});
