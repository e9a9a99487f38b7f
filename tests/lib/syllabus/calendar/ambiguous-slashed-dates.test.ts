// Slashed dates that read either way ("05/03/2026", "12/05/2026"): one course's dates fall within a term, so
// the reading that keeps them within five months is the outline's. Invented outline (a day-first locale).
import { describe, expect, it } from 'vitest';
import { slashedDayFirst } from '../../../../lib/syllabus/calendar/dates.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('slashed dates that read either way', () => {
  it('reads them day first when month first would spread one term over more than five months', () => {
    const outline = `Course Plan, Semester VI (January to May 2026)

Evaluation Scheme:
S.No. | Component | Weightage (%) | Date & Time
1 | Mid-Semester Test | 30 | 05/03/2026 2.00 - 3.30 PM
2 | Assignments | 20 | To be announced
3 | Comprehensive Exam | 50 | 12/05/2026
`;
    expect(slashedDayFirst(outline)).toBe(true);
    const due = readSyllabus(outline, { fallbackYear: 2026 }).items.map((i) => i.due?.date ?? null);
    expect(due).toEqual(['2026-03-05', null, '2026-05-12']);
  });

  it('keeps month first when both readings fit a term, and when a date can only be read one way', () => {
    expect(slashedDayFirst('Quiz 1: 02/03/2026\nQuiz 2: 03/04/2026\nFinal: 05/06/2026')).toBe(false);
    expect(slashedDayFirst('Exam 1: 10/14/2026\nExam 2: 05/03/2026\nFinal: 12/05/2026')).toBe(false);
  });
});
