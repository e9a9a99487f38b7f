// (date-before-the-share, lib/syllabus/link/merge.ts ownLine) A scheme line that prints its work's day between the
// name and the share ("Book critique, Tuesday, Oct. 12, 10% of grade"): the share reader keeps only the words after
// the share ("of grade") as the component's rest, so the day was read by no one. The one day the line prints before
// the share, in the share's clause, dates the component; not a day of another sentence. Invented examples.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('the day printed before the share on a component line', () => {
  it('dates each component by the day between its name and its share', () => {
    const text = [
      'History 330, Fall 2004',
      '',
      'COURSE REQUIREMENTS:',
      '',
      'Book critique, Tuesday, Oct. 12, 10% of grade',
      '',
      'Midterm, Thursday, Oct. 28 in class, 25% of grade.',
      '',
      'Map quiz, announced in class, 5% of grade',
      '',
      'Term paper, due Friday, December 3, 30% of grade',
      '',
      'Final, Monday, December 13, 30% of grade.',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.map((i) => [i.title, i.weight, i.due?.date ?? null])).toEqual([
      ['Book critique', 10, '2004-10-12'],
      ['Midterm', 25, '2004-10-28'],
      ['Map quiz', 5, null],
      ['Term paper', 30, '2004-12-03'],
      ['Final', 30, '2004-12-13'],
    ]);
  });

  it('takes no day from another sentence of the line', () => {
    const text = [
      'History 330, Fall 2004',
      '',
      'COURSE REQUIREMENTS:',
      '',
      'Book critique, see the list handed out on Oct. 12. Worth 10% of grade',
      '',
      'Midterm, 40% of grade',
      '',
      'Final, 50% of grade',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.find((i) => i.title === 'Book critique')?.due ?? null).toBeNull();
  });
});
