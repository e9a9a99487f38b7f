// A counted exams component whose sittings the schedule dates under another word or the bare word. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const read = (text: string) =>
  parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.kind, i.due?.date ?? null, i.weight]);

describe('exam-sittings', () => {
  it('splits "three exams" into the numbered tests the schedule dates', () => {
    const text = [
      'Grading',
      '',
      'Three exams 60%',
      'Final exam 30%',
      'Quizzes 10%',
      '',
      'Schedule',
      '',
      '| **TEST 1 (2/13/26)** |',
      '| Chapter 4 |',
      '| **TEST 2 (3/13/26)** |',
      '| Chapter 8 |',
      '| **TEST 3 (4/10/26)** |',
    ].join('\n');
    expect(read(text)).toEqual([
      ['Test 1', 'midterm', '2026-02-13', 20],
      ['Test 2', 'midterm', '2026-03-13', 20],
      ['Test 3', 'midterm', '2026-04-10', 20],
      ['Final exam', 'final', null, 30],
      ['Quizzes', 'quiz', null, 10],
    ]);
  });

  it('splits "Examinations (three)" into the days the schedule names an examination and the final', () => {
    const text = [
      'Grading',
      '',
      'Examinations (3 @ 20%) 60%',
      'Papers 40%',
      '',
      'Schedule',
      '',
      '> 2/10 Reading: chapter 2',
      '> 2/24 EXAMINATION',
      '> 3/10 Reading: chapter 5',
      '> 4/7 EXAMINATION',
      '> FINAL EXAMINATION: Wednesday, May 6, 2026, 8:00-10:00',
    ].join('\n');
    expect(read(text).slice(0, 3)).toEqual([
      ['Examination 1', 'midterm', '2026-02-24', 20],
      ['Examination 2', 'midterm', '2026-04-07', 20],
      ['Final Examination', 'final', '2026-05-06', 20],
    ]);
  });

  it('splits an uncounted "Test average" into the numbered exams the schedule dates (uncounted-numbered-sittings)', () => {
    const text = [
      'Grading',
      '',
      '* Test average - 60%',
      '* Reading journal - 25%',
      '* Participation - 15%',
      '',
      'Calendar',
      '',
      '**February 3 - Introduction**',
      '**March 2 - EXAM #1**',
      '**March 30 - Reading journal check**',
      '**April 20 - EXAM #2**',
    ].join('\n');
    expect(read(text).slice(0, 2)).toEqual([
      ['Exam #1', 'midterm', '2026-03-02', 30],
      ['Exam #2', 'midterm', '2026-04-20', 30],
    ]);
  });

  it('leaves an uncounted exams component whole when the schedule names the bare word only', () => {
    const text = [
      'Grading',
      '',
      '* Tests - 60%',
      '* Papers - 40%',
      '',
      'Calendar',
      '',
      '**March 2 - EXAM**',
      '**April 20 - EXAM**',
    ].join('\n');
    expect(read(text)[0]![0]).toBe('Tests');
  });
});
