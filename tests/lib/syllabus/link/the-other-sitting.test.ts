// (the-other-sitting) A schedule row naming only "EXAMINATION" beside a scheme with a midterm and a final exam,
// the midterm dated by its own row: the bare row after it is the final's sitting. An invented outline.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = (finalRow: string) => `PHIL 240, Spring 2027

Grading
  * A short essay ............ 20%
  * Mid-term examination ..... 25%
  * Final examination ........ 40%
  * Participation ............ 15%

Schedule
  * Tuesday 3/9: MID-TERM EXAMINATION
  * Thursday 4/15: essay due
  * ${finalRow}
`;

describe('a bare "EXAMINATION" row', () => {
  it('dates the one exam sitting left undated when its day comes after the others', () => {
    const items = parseSyllabus(outline('Friday 5/14, 9:00-11:00: EXAMINATION'));
    const due = Object.fromEntries(items.map((i) => [i.title, i.due?.date ?? null]));
    expect(due['Final examination']).toBe('2027-05-14');
    expect(due['Mid-term examination']).toBe('2027-03-09');
  });

  it('dates no sitting when its day comes before the dated midterm', () => {
    const items = parseSyllabus(outline('Friday 2/12: EXAMINATION'));
    const due = Object.fromEntries(items.map((i) => [i.title, i.due?.date ?? null]));
    expect(due['Final examination']).toBeNull();
  });
});
