// (talk-after-the-item) A schedule row that talks about an exam already sat ("October 9 - Discussion of Midterm",
// "Go over exams", "Return of the exam") is a class after the exam, not its day. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'American History 202, Fall 1999',
  '',
  'Grading:',
  '',
  'Midterm 50%',
  '',
  'Final exam 50%',
  '',
  'Schedule',
  '',
  'October 2 - Chapter 19 and the rise of progressivism',
  '',
  'October 9 - Discussion of Midterm',
  '',
  'October 16 - The Great War',
  '',
  'October 23 - Midterm',
  '',
  'December 10 - Final exam',
  '',
].join('\n');

describe('a row that discusses or returns an exam', () => {
  it('does not date the exam', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2026 });
    expect(items.find((i) => i.title === 'Midterm')?.due?.date).toBe('1999-10-23');
  });
});
