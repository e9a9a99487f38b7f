// (ordinal-takes-the-noun-before) "… turn in the first paper by Fri., Oct. 8. The second is due no later than Fri.,
// Nov. 19.": an ordinal standing alone is the work named just before it, numbered by it, and dated by its own clause
// (lib/syllabus/mentions/ordinal-reference.ts). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { findDates } from '../../../../lib/syllabus/calendar/dates.js';
import { findMentions } from '../../../../lib/syllabus/mentions/schedule.js';
import { ordinalReferences } from '../../../../lib/syllabus/mentions/ordinal-reference.js';

const term = { season: 'fall', year: 2027 } as const;
const read = (text: string) =>
  ordinalReferences(text, findMentions(text, new Set()), null, findDates(text, term).dates).map((f) => [
    f.title,
    f.number,
  ]);

const outline = [
  'History 210, Fall 2027',
  '',
  'Grading',
  '- First paper 20%',
  '- Second paper 30%',
  '- Final exam 50%',
  '',
  'Papers',
  'Write on any reading you wish, but you must turn in the first',
  'paper by Fri., Oct. 8. The second is due no later than Fri., Nov. 19.',
  'Late papers lose a grade a day.',
].join('\n');

describe('an ordinal standing alone', () => {
  it('is the work named before it, numbered by it', () => {
    expect(read('The first midterm will be given on October 5; the second on November 9.')).toEqual([
      ['Midterm 1', 1],
      ['Midterm 2', 2],
    ]);
  });

  it('is left alone when a word of its own follows, or when its clause gives no day', () => {
    expect(read('The midterm covers chapters 1-4; the second week is on Oct 12.')).toEqual([['midterm', null]]);
    expect(read('Two midterms, each an hour long. The first will assess weeks 1 to 6; the second')).toEqual([
      ['Two midterms', null],
    ]);
  });

  it('dates each paper by its own clause', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2027 });
    expect(items.filter((i) => /paper/i.test(i.title)).map((i) => [i.title, i.due?.date])).toEqual([
      ['First paper', '2027-10-08'],
      ['Second paper', '2027-11-19'],
    ]);
  });
});
