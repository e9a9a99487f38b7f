// (numbered-sitting-under-another-exam-noun) "Test 1".."Test 3" named undated in the description of the course
// while the schedule dates "FIRST EXAM", "SECOND EXAM", "THIRD EXAM": sitting n dates member n. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (src: string) =>
  parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight, i.due?.date ?? null]);

const outline = (third: string) => `BIOL 1010, Fall 2027

Grading
Three unit tests 60%
Lab reports 40%

The unit tests: Test 1 covers cells, Test 2 covers genetics and Test 3 covers ecology.

Schedule

| Date | Topic |
|------|-------|
| Sept 15 | FIRST EXAM |
| Sept 22 | Membranes |
| Oct 13 | SECOND EXAM |
| Oct 20 | Evolution |
| ${third} | THIRD EXAM |
`;

describe('numbered sittings under another exam word', () => {
  it('dates each numbered test by the sitting of its number', () => {
    expect(brief(outline('Nov 10')).filter((i) => /^Test/.test(i[0] as string))).toEqual([
      ['Test 1', 20, '2027-09-15'],
      ['Test 2', 20, '2027-10-13'],
      ['Test 3', 20, '2027-11-10'],
    ]);
  });

  it('leaves the tests undated when the sittings are out of the order of their numbers', () => {
    expect(brief(outline('Oct 1')).filter((i) => /^Test/.test(i[0] as string)).map((i) => i[2])).toEqual([
      null,
      null,
      null,
    ]);
  });
});
