// (numbered-sitting-in-its-block) A numbered quiz or test further along a longer line of a day's block (readings,
// then the quiz) is sat on the block's day; a line led by the work (a list of its own), a line about the sitting
// (a study sheet for it, its answers) and a paper handed out that day are not. Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `HIST 220 Modern Europe, Fall 2027

Grading
Quizzes (4) 40%
Tests (2) 60%

Schedule

Tu 9/7 The revolutions of 1848

Reading: Merriman, chapter 14, and the handout, Quiz #1

Tu 9/14 Unification of Italy and Germany

Reading: Merriman, chapter 15 and the maps, Quiz #2

Tu 9/21 Imperialism

Reading: Merriman, chapter 16; a study sheet for Quiz #3 in class

Tu 9/28 The road to war

Reading: Merriman, chapter 17, the take-home Test 1 passed out today
Quiz #4 (online, on the readings of the last three weeks)
`;

describe('a numbered sitting further along a line of the day', () => {
  const items = readSyllabus(OUTLINE, { fallbackYear: 2027 }).items;
  const due = (title: string) => items.find((i) => i.title === title)?.due?.date ?? null;

  it("dates the quiz named after the day's readings on the day", () => {
    expect(due('Quiz #1')).toBe('2027-09-07');
    expect(due('Quiz #2')).toBe('2027-09-14');
  });

  it('leaves a study sheet for a sitting, and a paper handed out, off that day', () => {
    expect(due('Quiz #3')).not.toBe('2027-09-21');
    expect(due('Test 1')).not.toBe('2027-09-28');
  });

  it('leaves the entries of a list led by the work undated', () => {
    expect(due('Quiz #4')).toBeNull();
  });
});
