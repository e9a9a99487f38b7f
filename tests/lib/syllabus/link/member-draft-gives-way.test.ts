// (member-draft-gives-way) A numbered member named on two days, once as a draft ("DRAFT of Lab Report #1") and once
// as the graded work ("Lab Report #1 final version due"): the member is dated by its graded submission, as a whole
// component is, whichever line reads more like a schedule row. Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `CHEM 118, Fall 2028

Grading
Lab Reports (2) 40%
Final examination 60%

Schedule

_Tuesday Class, Sept. 12_: DRAFT of Lab Report #1 DUE on titration

_Tuesday Class, Sept. 19_ :    Lab Report #1 Final Version DUE; buffers
(one half)

_Tuesday Class, Oct. 17_: Lab Report #2 DUE on buffers
`;

const dates = (text: string) =>
  Object.fromEntries(readSyllabus(text, { fallbackYear: 2028 }).items.map((i) => [i.title, i.due?.date ?? null]));

describe('a member dated by its graded submission over its draft', () => {
  it('takes the final version day, not the draft day', () => {
    expect(dates(OUTLINE)).toMatchObject({ 'Lab Report #1': '2028-09-19', 'Lab Report #2': '2028-10-17' });
  });

  it('keeps the draft day when the member is named on no other day', () => {
    const onlyDraft = OUTLINE.replace('Lab Report #1 Final Version DUE; buffers', 'buffers');
    expect(dates(onlyDraft)).toMatchObject({ 'Lab Report #1': '2028-09-12' });
  });
});
