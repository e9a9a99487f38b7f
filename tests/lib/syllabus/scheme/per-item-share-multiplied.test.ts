// (per-item-share-multiplied) A list that does not add up, chosen for want of another scheme (layout-as-found),
// whose one component gives each member's share ("20% (each)", "will each account for 15%") stands for its
// members: as many as its name counts, else as many as close the whole. Every outline here is invented for these tests.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { eachMultiplied, figureReadsEach, statedCount } from '../../../../lib/syllabus/scheme/each-multiplied.js';
import type { Component } from '../../../../lib/syllabus/scheme/layout.js';

const weights = (text: string) => parseSyllabus(text).map((i) => [i.title, i.weight]);

const TABLE = (cell: string) => `GEOG 2305 Rivers and Cities, Fall 2027

Course requirements

Field notebooks 1 & 2 | 6 pages | ${cell}
---|---|---
Mapping project | 12 pages | 35%
Seminar leadership |  | 15%
Attendance |  | 10%
`;

const LIST = `CHEM 2410 Organic Chemistry I, Summer 2027

Marking scheme

Pre-lab questions: 10%
Laboratory reports + poster: 35%
Term tests: 20% (each)
Final examination: 15%

A 85 and above
`;

const component = (title: string, weight: number, line: number): Component => ({
  title,
  kind: 'other',
  weight,
  count: null,
  line,
  rest: '',
});

describe('a per-item share in a run that does not add up', () => {
  it("multiplies the share of a row whose figure is each member's, by the members its name counts", () => {
    expect(weights(TABLE('20% (each)'))).toEqual(
      expect.arrayContaining([
        ['Field notebooks 1 & 2', 40],
        ['Mapping project', 35],
      ]),
    );
  });

  it("leaves a row alone whose figure is not said to be each member's", () => {
    expect(weights(TABLE('20%'))).toEqual(expect.arrayContaining([['Field notebooks 1 & 2', 20]]));
  });

  it("multiplies a share said to be each member's by the members that close the whole", () => {
    const read = weights(LIST);
    expect(read).toEqual(expect.arrayContaining([['Term tests', 40]]));
    expect(read.reduce((s, [, w]) => s + Number(w), 0)).toBe(100);
  });

  it('reads the count from the name, and "each" only in the figure\'s own clause', () => {
    expect(statedCount(component('Two essay exams', 20, 0))).toBe(2);
    expect(statedCount(component('Papers 1 & 2', 20, 0))).toBe(2);
    expect(statedCount(component('Mid-terms', 15, 0))).toBeNull();
    const raw = ['Reflections (average = 20% of final grade) These are graded 1 to 10 points each.'];
    expect(figureReadsEach(component('Reflections', 20, 0), raw)).toBe(false);
    expect(figureReadsEach(component('Mid-terms', 15, 0), ['Mid-terms: 15% (each)'])).toBe(true);
    // A clause of several figures gives them to several members; a length is no count.
    expect(
      figureReadsEach(component('Reviews', 10, 0), ['* three reviews (first @ 10%, the other two @ 25% each).']),
    ).toBe(false);
    expect(statedCount(component('five-page essays', 20, 0))).toBeNull();
  });

  it('multiplies nothing when two components could close the whole, or the count overshoots it', () => {
    const raw = ['Quizzes: 10% each', 'Labs: 10% each', 'Final: 60%'];
    expect(
      eachMultiplied([component('Quizzes', 10, 0), component('Labs', 10, 1), component('Final', 60, 2)], raw),
    ).toBeNull();
    // A run of two closes by no count of its own (it is often a part of the scheme).
    expect(
      eachMultiplied(
        [component('Journal', 30, 0), component('Attendance', 10, 1)],
        ['Journal: 30% each', 'Attendance: 10%'],
      ),
    ).toBeNull();
    const over = ['Three essays: 20% each', 'Final: 50%'];
    expect(eachMultiplied([component('Three essays', 20, 0), component('Final', 50, 1)], over)).toBeNull();
  });
});
