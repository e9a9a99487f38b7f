// (days-with-a-colon, days-in-bold) A schedule that prints the month once and then only days, each day ending on
// a colon as the month line's does ("Sept 3:  Constitution" / "5:  Federalism"), or each line in bold, which
// reads as a heading ("**Oct 1:  Public Opinion**" / "**31:  EXAMINATION II**"): a line led by a later day is on
// that day of the month above; a bold line led by days of another form ("**14 - 18: FALL BREAK**") does not end
// the month. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'Political Science 101, Fall 2002',
  '',
  'Grading: Examination I 30%, Examination II 30%, Final examination 40%.',
  '',
  'Schedule',
  '',
  'Sept      3:  The Constitution',
  '          5:  Federalism',
  '',
  '         24:  Review of chapters 1-3',
  '         26:  EXAMINATION I',
  '',
  '**Oct        1:  Public Opinion**',
  '**           3:  Voting**',
  '',
  '**14     -   18:  FALL BREAK**',
  '',
  '**          29:  Review of chapters 4-6**',
  '**          31:  EXAMINATION II**',
  '',
].join('\n');

describe('days carried from the month above, after a colon or in bold', () => {
  const items = parseSyllabus(outline, { fallbackYear: 2026 });
  const due = (n: RegExp) => items.find((i) => n.test(i.title))?.due?.date ?? null;

  it('reads a day that ends on a colon', () => {
    expect(due(/examination i$/i)).toBe('2002-09-26');
  });

  it('reads a day on a line printed in bold', () => {
    expect(due(/examination ii$/i)).toBe('2002-10-31');
  });
});
