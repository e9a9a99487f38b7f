// One numbered series in the schedule ("ESSAY 1", "ESSAY 2", "ESSAY 3") shared by two components named by the same
// noun ("two short essays", "one longer essay"): the series runs through them in the scheme's order
// (series-across-components). Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `ENGL 240, Spring 2029

Requirements

  * participation (10%)
  * two short essays (30%)
  * one longer essay (6-8 pages) (30%)
  * final exam (30%)

Schedule

M 1/22 Introductions

W 2/7 Austen, _Emma_

**ESSAY 1 DUE**

W 2/28 Eliot, _Middlemarch_

**ESSAY 2 DUE**

M 4/16 Woolf, _To the Lighthouse_

**ESSAY 3 DUE**
`;

const items = (text: string) =>
  readSyllabus(text, { fallbackYear: 2029 }).items.map((i) => ({
    title: i.title,
    due: i.due?.date ?? null,
    weight: i.weight,
  }));

describe('a numbered series shared by two components of one noun', () => {
  it('gives the counted component the first numbers and the next one the number after', () => {
    const got = items(OUTLINE);
    expect(got.filter((i) => i.weight === 15).map((i) => i.due)).toEqual(['2029-02-07', '2029-02-28']);
    expect(got.find((i) => i.title === 'one longer essay')?.due).toBe('2029-04-16');
  });

  it('splits nothing when the series is longer than the counts', () => {
    const four = `${OUTLINE}\nM 4/30 Review\n\n**ESSAY 4 DUE**\n`;
    expect(items(four).find((i) => i.title === 'one longer essay')?.due).toBeNull();
  });
});
