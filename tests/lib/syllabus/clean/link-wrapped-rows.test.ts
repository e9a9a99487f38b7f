// Schedule rows of a page converted from HTML, wrapped inside a link's text, the due note on a later line.
// Invented examples.
import { describe, expect, it } from 'vitest';
import { joinLinkWrappedRows } from '../../../../lib/syllabus/clean/link-wrapped-rows.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const dated = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.due?.date ?? null]);

describe('rows wrapped inside a link', () => {
  it("writes the link and the row's last cell onto the row, emptying their lines", () => {
    const text = [
      'Week 5 | Mar 12 | Sorting | [Lecture',
      '5](lectures/l5.html) |',
      'Chapter 4, **Problem set 2 due**',
      'Week 6 | Mar 17 | Graphs | none',
    ].join('\n');
    expect(joinLinkWrappedRows(text)).toBe(
      [
        'Week 5 | Mar 12 | Sorting | [Lecture 5](lectures/l5.html) | Chapter 4, **Problem set 2 due**',
        '',
        '',
        'Week 6 | Mar 17 | Graphs | none',
      ].join('\n'),
    );
  });

  it('leaves a header row above its separator, a line that opens the next row, and prose', () => {
    const header = ['Week | [Topic', 'of the day](t.html) | Due', '---|---|---', '1 | Intro | none'].join('\n');
    expect(joinLinkWrappedRows(header)).toBe(header);
    const prose = ['See the [reading', 'list](r.html) for this week.', 'Then the quiz.'].join('\n');
    expect(joinLinkWrappedRows(prose)).toBe(prose);
  });

  it("dates the due note below a wrapped row with the row's date", () => {
    const src = [
      '# Grading',
      '',
      'Term paper: 40%',
      'Final exam: 60%',
      '',
      '# Schedule',
      '',
      'Nov 30 | [Cities and the',
      'suburbs](cities/index.htm)  ',
      '**Term paper due**  ',
      'Dec 7 | Review',
      'Dec 14 | **Final exam**',
    ].join('\n');
    expect(dated(src)).toContainEqual(['Term paper', '2027-11-30']);
  });
});
