// Members a schedule numbers by a code made of letters of their component's name ("HM 1" of
// "Homework", "CT 2" of "Computational projects"), neither its initials nor a prefix of its words.
// Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { lettersOfName, nameLetterAliases } from '../../../../lib/syllabus/members/series.js';
import type { Component } from '../../../../lib/syllabus/scheme/layout.js';

const brief = (src: string) =>
  parseSyllabus(src, { fallbackYear: 2027 }).map((i) => ({
    title: i.title,
    weight: i.weight,
    date: i.due?.date ?? null,
  }));

const component = (title: string, line: number, count: number | null = null): Component =>
  ({ title, weight: 10, count, line, rest: '', kind: 'assignment' }) as unknown as Component;

describe('letters of the name', () => {
  it('reads a code whose letters run through the name in order from its first letter', () => {
    expect(lettersOfName('HM', ['homework'])).toBe(true);
    expect(lettersOfName('CT', ['computational', 'project'])).toBe(true);
    expect(lettersOfName('SB', ['sketchbook'])).toBe(true);
    // Not from the first letter, or not in order.
    expect(lettersOfName('MH', ['homework'])).toBe(false);
    expect(lettersOfName('TC', ['computational', 'project'])).toBe(false);
  });

  it('names the one component that fits, with the count it states or none', () => {
    const text = 'Grading\nSketchbook (4 x 5%) 20%\nFinal exam 80%\nSB 1\nSB 2\nSB 3\nSB 4\n';
    const found = nameLetterAliases(text, [component('Sketchbook', 1, 4), component('Final exam', 2)]);
    expect([...found]).toEqual([['sb', 'Sketchbook']]);
    // A count far from the series' size: the code numbers something else.
    expect(nameLetterAliases(text, [component('Sketchbook', 1, 8), component('Final exam', 2)]).size).toBe(0);
    // Two components hold the letters: neither is named.
    expect(nameLetterAliases(text, [component('Sketchbook', 1), component('Scrapbook', 2)]).size).toBe(0);
  });

  it('leaves a code the outline spells out as other work, and codes with gaps in their numbers', () => {
    const spelled = 'Papers 40%\nPeer Review 1 (PR1) and PR 2 are ungraded.\nPR 1\nPR 2\n';
    expect(nameLetterAliases(spelled, [component('Papers', 0)]).size).toBe(0);
    const gaps = 'Papers 40%\nPR 2\nPR 5\n';
    expect(nameLetterAliases(gaps, [component('Papers', 0)]).size).toBe(0);
  });
});

describe('members named by letters of their component', () => {
  it('splits a counted component into the members a table numbers by its letters', () => {
    const items = brief(`ART 1150 Drawing I, Spring 2027

Evaluation
  Sketchbook (4 x 5%) ........ 20%
  Portfolio .................. 40%
  Final critique ............. 40%

Schedule
  Mon 1 February 2027   SB 1 due
  Mon 22 February 2027  SB 2 due
  Mon 15 March 2027     SB 3 due
  Mon 12 April 2027     SB 4 due
`);
    expect(items.filter((i) => /^SB/.test(i.title))).toEqual([
      { title: 'SB 1', weight: 5, date: '2027-02-01' },
      { title: 'SB 2', weight: 5, date: '2027-02-22' },
      { title: 'SB 3', weight: 5, date: '2027-03-15' },
      { title: 'SB 4', weight: 5, date: '2027-04-12' },
    ]);
    expect(items.some((i) => i.title === 'Sketchbook')).toBe(false);
  });

  it('never reads problem sets ("PS 1") as the members of a component whose name holds P and S', () => {
    const items = brief(`HIST 2010, Spring 2027

Grading
  Papers (2 x 20%) ........... 40%
  Final exam ................. 60%

Schedule
  Mon 1 February 2027   PS 1 due
  Mon 15 February 2027  PS 2 due
`);
    expect(items.some((i) => /^PS/.test(i.title))).toBe(false);
    expect(items.map((i) => i.title)).toContain('Papers');
  });

  it('splits a component that states no count, dating each member by its due row, not its release row', () => {
    const items = brief(`PHYS 3310 Mechanics, Spring 2027

Grading
  Problem sets ............... 40%
  Simulations ................ 12%
  Final exam ................. 48%

Calendar

Feb 1
: SM 1

Feb 8
: SM 1 DUE

Feb 15
: SM 2

Feb 22
: SM 2 DUE

Mar 1
: SM 3

Mar 8
: SM 3 DUE
`);
    expect(items.filter((i) => /^SM/.test(i.title))).toEqual([
      { title: 'SM 1', weight: 4, date: '2027-02-08' },
      { title: 'SM 2', weight: 4, date: '2027-02-22' },
      { title: 'SM 3', weight: 4, date: '2027-03-08' },
    ]);
  });
});
