// A counted component ("Major papers (4)") whose schedule numbers two series of the same noun ("Major Paper #1".."#4"
// and ungraded "Short Paper #1".."#6"): the members read for it run past its count, and those named by its whole name
// are its own series (whole-name-series). Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `HIST 210, Fall 2029

Grading

Four major papers: 60%
Final examination: 40%

Short papers are written each fortnight and are not graded.

Schedule

Tuesday, Sept. 4: Short Paper #1 due
Tuesday, Sept. 18: Short Paper #2 due
Tuesday, Oct. 2: Major Paper #1 due
Tuesday, Oct. 9: Short Paper #3 due
Tuesday, Oct. 16: Major Paper #2 due
Tuesday, Oct. 23: Short Paper #4 due
Tuesday, Oct. 30: Short Paper #5 due
Thursday, Nov. 8: Major Paper #3 due
Tuesday, Nov. 13: Short Paper #6 due
Thursday, Nov. 29: Major Paper #4 due
`;

const items = (text: string) =>
  readSyllabus(text, { fallbackYear: 2029 }).items.map((i) => ({
    title: i.title,
    due: i.due?.date ?? null,
    weight: i.weight,
  }));

describe('a counted component among two numbered series of its noun', () => {
  it('takes the series named by its whole name as its members', () => {
    const got = items(OUTLINE).filter((i) => i.weight === 15);
    expect(got.map((i) => i.title)).toEqual(['Major Paper #1', 'Major Paper #2', 'Major Paper #3', 'Major Paper #4']);
    expect(got.map((i) => i.due)).toEqual(['2029-10-02', '2029-10-16', '2029-11-08', '2029-11-29']);
  });

  it('stays whole when its own series is short of the count', () => {
    const three = OUTLINE.replace('Thursday, Nov. 29: Major Paper #4 due\n', '');
    expect(items(three).find((i) => i.weight === 60)?.title).toBe('Four major papers');
  });
});
