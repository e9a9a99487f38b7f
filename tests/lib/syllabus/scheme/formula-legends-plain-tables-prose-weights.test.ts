// A grade formula whose left-hand side is a word and whose
// legend describes each symbol in a phrase, plain-text tables with "+" column joints and continued
// cells, a stated total that closes a table, several weights in one sentence, "the remaining N%",
// and shares of a part the outline itself weighs ("30% of the class mark"). Every outline here is
// written for these tests.
import { describe, expect, it } from 'vitest';
import { brief } from '../../../support/syllabus.js';
import { findDates, findTerm } from '../../../../lib/syllabus/calendar/dates.js';
import { legendName } from '../../../../lib/syllabus/scheme/formula.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { segment } from '../../../../lib/syllabus/segment/lines.js';

describe('grade formula with a word on the left and a descriptive legend', () => {
  it('reads "Total = 0.20 L + 0.30 P + 0.50 F" with "L = lab score: …" legends', () => {
    const items = parseSyllabus(`GEO 310 Hydrology, Monsoon Semester 2027

Evaluation

Your total is computed as

    Total = 0.20 L + 0.30 P + 0.50 F

where
    L = lab score: best 5 of the 6 lab worksheets
    P = average of Paper 1 and Paper 2, each marked out of 50
    F = Final examination mark (out of 100)

Paper 1 due 23/09/2027. Paper 2 due 18/10/2027.
`);
    expect(brief(items)).toEqual([
      ['lab worksheets', 20, null],
      ['Paper 1', 15, '2027-09-23'],
      ['Paper 2', 15, '2027-10-18'],
      ['Final examination', 50, null],
    ]);
  });

  it('names a legend by its subject, not its description', () => {
    expect(legendName('tutorial score: best 8 of the 10 tutorial sheets, scaled to 100')).toEqual({
      title: 'tutorial sheets',
      count: null,
    });
    expect(legendName('average of Quiz 1 and Quiz 2, each scaled to 100')).toEqual({ title: 'Quiz', count: 2 });
    expect(legendName('Mid-semester examination mark (out of 100)')).toEqual({
      title: 'Mid-semester examination',
      count: null,
    });
    expect(legendName('homework sets')).toEqual({ title: 'homework sets', count: null });
  });

  it('dates a component by a shortened name of the same kind in a table ("Mid-sem" of "Mid-semester examination")', () => {
    const items = parseSyllabus(`PHY 120, Odd Semester 2027

Grade = 0.4 M + 0.6 E
  M = Mid-semester examination mark
  E = End-semester examination mark

Component        Date
Mid-semester     14.09.2027, 09:30 hrs
End-semester     As per Institute schedule
`);
    expect(brief(items)).toEqual([
      ['Mid-semester examination', 40, '2027-09-14T09:30'],
      ['End-semester examination', 60, null],
    ]);
  });
});

describe('plain-text tables drawn with pipes and plus signs', () => {
  it('reads a "----+----" rule as the header separator and joins continued cells to their row', () => {
    const text = `Assessment

  Part                         | Points | Date
  -----------------------------+--------+------------------------
  Field report                 |   60   | Fr 11.06.2027, 18:00
                               |        | (upload to the portal)
  Oral exam                    |   90   | planned: Mo 05.07.2027
  -----------------------------+--------+------------------------
  Total                        |  150   |
`;
    const rows = segment(text).filter((l) => l.type === 'row');
    expect(rows.map((r) => r.cells)).toEqual([
      ['Part', 'Points', 'Date'],
      ['Field report', '60', 'Fr 11.06.2027, 18:00 (upload to the portal)'],
      ['Oral exam', '90', 'planned: Mo 05.07.2027'],
      ['Total', '150'],
    ]);
    expect(brief(parseSyllabus(text))).toEqual([
      ['Field report', 40, '2027-06-11T18:00'],
      ['Oral exam', 60, '2027-07-05'],
    ]);
  });

  it('keeps a Markdown row with an empty first cell as a row of its own', () => {
    const rows = segment(`| Week | Topic | Room |
|---|---|---|
| 1 | Intro | A 101 |
| | Lab safety | Lab 2 |
`).filter((l) => l.type === 'row');
    expect(rows).toHaveLength(3);
  });
});

describe('a stated total closes the scheme table', () => {
  it('does not add caps stated after the table ("at most 30% of the class") to the scheme', () => {
    const items = parseSyllabus(`## Assessment

| Component | Weight |
|---|---|
| Reading responses | 30% |
| Midterm exam | 30% |
| Final exam | 40% |
| **Total** | **100%** |

- Grades are relative: A grades may go to at most 30% of the class.
- A and B grades together to at most 65%.
`);
    expect(brief(items)).toEqual([
      ['Reading responses', 30, null],
      ['Midterm exam', 30, null],
      ['Final exam', 40, null],
    ]);
  });
});

describe('weights given in sentences', () => {
  it('reads shares of a part the outline weighs, several to a sentence, and "the remaining N%"', () => {
    const items = parseSyllabus(`ASSESSMENT

Your final mark is made up of a class mark (50%) and an examination mark (50%).

Essay 1 contributes 40% of the class mark and Essay 2 contributes 30% of the class mark.
The reading journal counts for 20% of the class mark, and the studio presentation for the remaining 10%.
`);
    expect(brief(items)).toEqual([
      ['Essay 1', 20, null],
      ['Essay 2', 15, null],
      ['reading journal', 10, null],
      ['studio presentation', 5, null],
      ['Examination mark', 50, null],
    ]);
  });

  it('still reads "of the class grade" as the whole grade when no class mark is weighed', () => {
    const items = parseSyllabus(`Grading

The midterm exam is worth 40% of the class grade and the final exam is worth 60% of the class grade.
`);
    expect(brief(items)).toEqual([
      ['midterm exam', 40, null],
      ['final exam', 60, null],
    ]);
  });
});

describe('shares of a sub-total stated loosely', () => {
  it('reads "half of it (50% of …)", a subject without an assessment noun, and "the remaining N% is awarded for …"', () => {
    const items = parseSyllabus(`Assessment

The module is assessed by a group project, worth 30% of the final mark, and by a written examination, worth 70%.

The group project mark is made up of three elements. The field exercise accounts for half of it (50% of the group project mark). A short policy brief of no more than 1,500 words accounts for 30% of the group project mark, and the remaining 20% is awarded for preparation and contribution at seminars.
`);
    expect(brief(items)).toEqual([
      ['field exercise', 15, null],
      ['short policy brief', 9, null],
      ['preparation and contribution', 6, null],
      ['written examination', 70, null],
    ]);
  });
});

describe('a capitalised heading that names one piece of work', () => {
  it('dates the work by the deadline in its section, the new date of a stated change, even past other nouns', () => {
    const items = parseSyllabus(`ASSESSMENT

Essay 1 is worth 40%, Essay 2 is worth 60%.

ESSAY 1: MEMORY

Write on memory in the novel. Hand-in was originally set for Friday 12 March 2027, but it has been moved to Friday 19 March 2027.

ESSAY 2: PLACE

You will discuss your draft at a peer critique. Essays must be delivered by noon on Thursday 6 May 2027.
`);
    expect(brief(items)).toEqual([
      ['Essay 1', 40, '2027-03-19'],
      ['Essay 2', 60, '2027-05-06T12:00'],
    ]);
  });
});

describe("a numbered section heading that is a component's name", () => {
  it('dates the component from its section, taking a stated extension over the original date', () => {
    const items = parseSyllabus(`3. Assessment

- Reflective log: 30%
- Debate performance: 70%

3.1 Reflective log

Keep a log of your reading. The log was originally due at noon on Friday 16 October 2026. Because of the strike the deadline has been extended: logs are now due at noon on Friday 23 October 2026.

3.2 Debate

Debates will be held on the evening of Tuesday 10 November 2026 in the Council Chamber.
`);
    expect(brief(items)).toEqual([
      ['Reflective log', 30, '2026-10-23T12:00'],
      ['Debate performance', 70, '2026-11-10'],
    ]);
  });

  it('keeps "4.1 Assignments (30%)" a scheme line, not a heading', () => {
    const lines = segment(`4.1 Assignments (30%)

Three assignments.
`);
    expect(lines[0]!.type).toBe('text');
    expect(
      segment(`Intro

4.2 Case note

Text.
`)[2],
    ).toMatchObject({ type: 'heading', text: 'Case note' });
  });
});

describe('a stated change over a line break', () => {
  it('takes the new date from a Markdown notice that wraps between the work and its date', () => {
    const items = parseSyllabus(`## Assessment

| Component | Weight | Details |
|---|---|---|
| Lab notebook | 40% | due Friday, March 13, 2026 |
| Final exam | 60% | date TBA |

> **Notice (posted 2026.03.02):** Because of the flooding, the deadline for the lab notebook has
> been moved from Friday, March 13 to **Tuesday, March 17 at 9 a.m.** Other dates are unchanged.
`);
    expect(brief(items)).toEqual([
      ['Lab notebook', 40, '2026-03-17T09:00'],
      ['Final exam', 60, null],
    ]);
  });
});

describe('the only examination of a scheme', () => {
  it('is the final, whatever its title; a scheme with a midterm keeps its exam kinds', () => {
    const kinds = (t: string) => parseSyllabus(t).map((i) => [i.title, i.kind]);
    expect(
      kinds(`Grading
- Lab reports: 40%
- Written exam: 60%
`),
    ).toEqual([
      ['Lab reports', 'lab'],
      ['Written exam', 'final'],
    ]);
    expect(
      kinds(`Grading
- Midterm exam: 40%
- Written exam: 60%
`),
    ).toEqual([
      ['Midterm exam', 'midterm'],
      ['Written exam', 'midterm'],
    ]);
  });
});

describe('a week named by its first day', () => {
  it('"week of March 8" is a span, so the item keeps no single date', () => {
    const term = findTerm('Spring 2027', 2027);
    expect(findDates('during the week of March 8', term).dates[0]).toMatchObject({ range: true });
    expect(findDates('due March 8', term).dates[0]).toMatchObject({ range: false, due: { date: '2027-03-08' } });
    expect(
      brief(
        parseSyllabus(`Grading
Skills assessment        40%        week of March 8 (individual slots)
Final exam               60%        Monday May 3
`),
      ),
    ).toEqual([
      ['Skills assessment', 40, null],
      ['Final exam', 60, '2027-05-03'],
    ]);
  });
});
