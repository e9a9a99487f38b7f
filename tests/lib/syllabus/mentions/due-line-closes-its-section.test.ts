// (due-line-closes-its-section) A piece of work described in a section of its own, led by its name, the section
// closed by a line that says only when it is due ("2. **Field Journal**" / … / "**Due: March 14**"): the day is the
// work's. Not when the walk up meets another dated line, a heading or list item naming no work, a table row, or a
// lead that names every member ("All reports must be stapled …"). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { dueLineDay } from '../../../../lib/syllabus/mentions/due-line.js';

const outline = [
  'Geography 115, Spring 2009',
  '',
  'Grading: field journal 30%, research paper 30%, final exam 40%.',
  '',
  'ASSIGNMENTS',
  '',
  '1. **Field Journal**',
  'Keep a journal of three walks through a neighbourhood you do not know,',
  'noting what the streets are used for at different hours.',
  '',
  '_Format_ : The journal may be handwritten. Each entry should be a page or',
  'two, with a sketch map.',
  '',
  '**Due: March 14**',
  '',
  'Research Paper: A Street in Four Seasons',
  '',
  'Pick one street and describe how its shops changed over forty years. Use the',
  'county directories in the library.',
  '',
  'Due: Friday, April 24. (Bring two copies to class.)',
  '',
].join('\n');

describe('a due line closing the section of its work', () => {
  const items = parseSyllabus(outline, { fallbackYear: 2026 });
  const day = (re: RegExp) => items.find((i) => re.test(i.title))?.due?.date ?? null;

  it('dates the work that leads the section', () => {
    expect(day(/journal/i)).toBe('2009-03-14');
    expect(day(/paper/i)).toBe('2009-04-24');
  });

  it('gives no day where the section leads with no work', () => {
    const other = parseSyllabus(
      [
        'History 120, Fall 2011',
        '',
        'Grading: book report 50%, final exam 50%.',
        '',
        'Book report: see the list of titles.',
        '',
        'Course Policies',
        '',
        'Attendance is taken at every class.',
        '',
        'Due: October 3',
        '',
      ].join('\n'),
      { fallbackYear: 2026 },
    );
    expect(other.find((i) => /report/i.test(i.title))?.due ?? null).toBeNull();
  });

  it('gives no day to a lead naming every member of the work', () => {
    const all = parseSyllabus(
      [
        'History 120, Fall 2011',
        '',
        'Grading: three reports 60%, final exam 40%.',
        '',
        'All reports must be stapled and carry your name on each page.',
        '',
        'Due: October 3',
        '',
      ].join('\n'),
      { fallbackYear: 2026 },
    );
    expect(all.filter((i) => /report/i.test(i.title)).every((i) => i.due === null)).toBe(true);
  });

  it('reads only a line that is a due word and one day', () => {
    const term = { season: 'spring' as const, year: 2009 };
    expect(dueLineDay('Due: Friday, April 24. (Bring two copies.)', term)?.date).toBe('2009-04-24');
    expect(dueLineDay('Due 3/18 in class', term)?.date).toBe('2009-03-18');
    expect(dueLineDay('Due: March 3 and April 7', term)).toBeNull();
    expect(dueLineDay('Due March 3: a two-page summary of the reading', term)).toBeNull();
    expect(dueLineDay('due on March 3.', term)).toBeNull();
  });
});
