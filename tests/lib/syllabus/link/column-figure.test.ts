// A table of weights in two columns ("Midterm Exam      40      35") read as a component "Midterm Exam 40" of 35:
// the 40 is the other column's weight, not the number of a member, so the schedule's "Mid-Term Exam" dates it.
// Invented outline.
import { describe, expect, it } from 'vitest';
import { withoutColumnFigure } from '../../../../lib/syllabus/link/column-figure.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `ECON 210, Spring 2027

Grading (two options)

Midterm Exam            40            35
Class Presentation                    10
Final Exam              60            55
Total                  100%          100%

Schedule
Mon, Feb 1: Introduction
Mon, Mar 8: Mid-Term Exam
Mon, Apr 5: Trade
Mon, May 10: Comprehensive Final Exam
`;

describe('a figure of another weight column at the end of a name', () => {
  it('is no member number: the schedule’s sittings date the components', () => {
    const items = readSyllabus(OUTLINE, { fallbackYear: 2027 }).items;
    const mid = items.find((i) => i.kind === 'midterm');
    expect(mid?.title).toBe('Midterm Exam');
    expect(mid?.due?.date).toBe('2027-03-08');
  });

  it('keeps a member number printed beside the name ("Exam 2   20   20")', () => {
    const c = { title: 'Exam 2', kind: 'midterm' as const, weight: 20, count: null, line: 0, rest: '' };
    expect(withoutColumnFigure(c, ['Exam 2        20        20']).title).toBe('Exam 2');
  });

  it('strips only a figure in a column of its own', () => {
    const c = { title: 'Midterm Exam 40', kind: 'midterm' as const, weight: 35, count: null, line: 0, rest: '' };
    expect(withoutColumnFigure(c, ['Midterm Exam      40      35']).title).toBe('Midterm Exam');
    expect(withoutColumnFigure(c, ['Midterm Exam 40 35']).title).toBe('Midterm Exam 40');
  });
});
