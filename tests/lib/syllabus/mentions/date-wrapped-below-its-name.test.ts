// (date-wrapped-below-its-name) Prose that names a piece of work at the end of one line and gives its day at the
// start of the next, the sentence wrapped between the two ("… and a final exam (Saturday," / "Dec. 13, 9 a.m.).",
// "… review terms for the final exam" / "which will be on Friday, Aug. 17."): the day is the work's. Not when the
// work's line is a schedule row opening on its own day, nor when nothing introduces the day. Invented minimal example
// of the shapes of pages 9650, 268 and 3934.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { datesWrappedBelow } from '../../../../lib/syllabus/mentions/wrapped-date.js';

const outline = [
  'History 120, Fall 1997',
  '',
  'Grading: mid-term 30%, research paper 30%, final exam 40%.',
  '',
  'Tests: There will be a mid-term (October 8) and a final exam (Saturday,',
  'Dec. 13, 9 a.m.). The research paper will be due on November 17.',
  '',
].join('\n');

const wrappedWhich = [
  'Sociology 210, Summer 2001',
  '',
  'Grading: first paper 30%, final exam 70%.',
  '',
  'The first paper is due on Monday, July 9. Here you will find review terms for the final exam',
  'which will be on Friday, Aug. 17.',
  '',
].join('\n');

describe('a day wrapped onto the line below the work it dates', () => {
  it('dates the work named last before it', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2026 });
    const day = (re: RegExp) => items.find((i) => re.test(i.title))?.due?.date ?? null;
    expect(day(/final/i)).toBe('1997-12-13');
    expect(day(/mid-term/i)).toBe('1997-10-08');
    expect(day(/paper/i)).toBe('1997-11-17');
  });

  it('reads the day after "which will be on"', () => {
    const items = parseSyllabus(wrappedWhich, { fallbackYear: 2026 });
    expect(items.find((i) => /final/i.test(i.title))?.due?.date).toBe('2001-08-17');
  });

  const term = { season: 'fall' as const, year: 2003 };
  const at = (text: string, title = 'Quiz 2') => {
    const cut = text.indexOf('\n');
    const sentence = text.replace('\n', ' ');
    const index = sentence.indexOf(title);
    return datesWrappedBelow(
      sentence,
      [{ title, number: 2, index, end: index + title.length }],
      (o) => (o <= cut ? 0 : 1),
      (n) => text.split('\n')[n]!,
      term,
    );
  };

  it('reads nothing from a schedule row opening on its own day, or a day nothing introduces', () => {
    expect(at('Oct. 3 Lecture 5, Quiz 2 due\nOct. 5 Lecture 6')).toEqual([]);
    expect(at('Week 4 review and Quiz 2\nOct. 5 Lecture 6')).toEqual([]);
    expect(at('Quiz 2 covers the readings assigned every week starting\nOct. 5')).toEqual([]);
    expect(at('The examinations\ndates are October 2, October 30 and December 15', 'examinations')).toEqual([]);
    expect(at('Note: the final withdrawal deadline is\nOct. 27.', 'final')).toEqual([]);
    expect(at('Wk. 7 (Oct. 5):   Quiz 2.\n(Oct. 7): Near East IV')).toEqual([]);
    expect(at('The subject of the paper must be approved no later than\nThursday, October 20', 'paper')).toEqual([]);
  });

  it('reads the day the words before it introduce', () => {
    expect(at('The take-home Quiz 2 will be given on\nOct. 5 in class')[0]?.due.date).toBe('2003-10-05');
  });
});
