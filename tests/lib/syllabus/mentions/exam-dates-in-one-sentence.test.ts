// Two exams dated in one sentence wrapped over lines ("The mid-term examination will be given on Wednesday,
// October 18, 2000, from 10:40-11:30 a.m., and the final" / "examination will be given on Thursday, December
// 14, 2000, …"): each takes its own clause's date. A date before ", and the" is not the next work's, and a
// noun opening a line after its modifier ended the line above ("final" / "examination") is that work.
// Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const text = [
  'Grading: midterm (30%), discussion (20%), and final (50%).',
  '',
  'Examinations will be given as follows: The mid-term examination will be',
  'given on Wednesday, October 18, 2000, from 10:40-11:30 a.m., and the final',
  'examination will be given on Thursday, December 14, 2000, from 8:30-11:00 a.m.',
  '',
].join('\n');

describe('two exams dated in one wrapped sentence', () => {
  it('gives the midterm its day and the final its own', () => {
    const items = parseSyllabus(text, { fallbackYear: 2000 });
    const due = (title: string) => items.find((i) => i.title === title)?.due?.date ?? null;
    expect(due('Midterm')).toBe('2000-10-18');
    expect(due('Final')).toBe('2000-12-14');
  });
});
