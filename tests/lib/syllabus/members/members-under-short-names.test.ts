// Members listed and dated away from the scheme under a short name of their own: the scheme names
// the component with its count or per-member share, the schedule numbers them by an abbreviation.
// Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (src: string) =>
  parseSyllabus(src, { fallbackYear: 2027 }).map((i) => ({
    title: i.title,
    weight: i.weight,
    date: i.due?.date ?? null,
  }));

describe('members named by an abbreviation of their component', () => {
  it('splits a component into the initials-numbered members a later schedule dates', () => {
    const items = brief(`ECOL 2105 Field Ecology, Spring 2027

Assessment
  Site Visit Reports (3 x 10%) ........ 30%
  Midterm exam ........................ 30%
  Final exam .......................... 40%

Schedule
  Week 4   SVR 1 due Friday 12 February 2027
  Week 8   SVR 2 due Friday 12 March 2027
  Week 12  SVR 3 due Friday 16 April 2027
`);
    expect(items.filter((i) => /^SVR/.test(i.title))).toEqual([
      { title: 'SVR 1', weight: 10, date: '2027-02-12' },
      { title: 'SVR 2', weight: 10, date: '2027-03-12' },
      { title: 'SVR 3', weight: 10, date: '2027-04-16' },
    ]);
    expect(items.some((i) => i.title === 'Site Visit Reports')).toBe(false);
  });

  it('splits a component whose members are numbered by a contraction of its noun', () => {
    const items = brief(`GEOG 1400, Spring 2027

Grading
  Take-home assignments (four, 5% each) ...... 20%
  Term paper .................................. 35%
  Final exam .................................. 45%

Due dates
  Assgt 1 due Monday 1 February 2027
  Assgt 2 due Monday 22 February 2027
  Assgt 3 due Monday 15 March 2027
  Assgt 4 due Monday 5 April 2027
`);
    expect(items.filter((i) => /^Assgt/.test(i.title)).map((i) => [i.title, i.weight, i.date])).toEqual([
      ['Assgt 1', 5, '2027-02-01'],
      ['Assgt 2', 5, '2027-02-22'],
      ['Assgt 3', 5, '2027-03-15'],
      ['Assgt 4', 5, '2027-04-05'],
    ]);
  });

  it('keeps the component whole when the abbreviated numbers skip (chapters) or are not dated', () => {
    const gaps = brief(`FIN 2200, Spring 2027

Grading
  Connect Homework ....... 20%
  Exams .................. 80%

Readings: CH 2, CH 5, CH 9 and CH 12 before each class.
`);
    expect(gaps.map((i) => i.title)).toContain('Connect Homework');
    const undated = brief(`PHIL 1100, Spring 2027

Grading
  Short Essays (2 x 15%) ....... 30%
  Final exam .................... 70%

SE 1 and SE 2 are described on the course site.
`);
    expect(undated.map((i) => i.title)).toContain('Short Essays');
  });

  it('reads the count from the lines under the component and the date from the line under each member', () => {
    const items = brief(`GEOL 1210 Physical Geology, Spring 2027

Midterm exam (30% of the grade)
  Friday, March 5, 2027, in lecture

Final exam (50% of the grade)
  Monday, May 10, 2027, 9:00 am

Field work (20% of the grade)

  Four excursions, 5% each. Each write-up is due a week after the excursion.

  Excn 1  Quarry visit
          write-up due Thu Feb 4
  Excn 2  River terraces
          write-up due Thu Feb 25
  Excn 3  Coastal cliffs
          write-up due Thu Mar 25
  Excn 4  Glacial erratics
          write-up due Thu Apr 15
`);
    expect(items.filter((i) => /^Excn/.test(i.title)).map((i) => [i.title.slice(0, 6), i.weight, i.date])).toEqual([
      ['Excn 1', 5, '2027-02-04'],
      ['Excn 2', 5, '2027-02-25'],
      ['Excn 3', 5, '2027-03-25'],
      ['Excn 4', 5, '2027-04-15'],
    ]);
  });

  it('splits a component whose members an LMS block lists under another inflection of its name', () => {
    const items = parseSyllabus(
      `HYD 3100 Hydraulique — Automne 2026

Calendrier des évaluations (monPortail)

Travail pratique 1 — Écoulement en conduite
Dû le 2 oct. 2026 à 23h59
Individuel

Travail pratique 2 — Pompes
Dû le 30 oct. 2026 à 23h59
Individuel

Travail pratique 3 — Canaux découverts
Dû le 27 nov. 2026 à 23h59
Individuel

Pondération
Travaux pratiques (15 % au total, 3 × 5 %)
Examen intra ...... 35 %
Examen final ...... 50 %
`,
      { fallbackYear: 2026 },
    );
    const tps = items
      .filter((i) => /^Travail pratique/.test(i.title))
      .map((i) => [i.title.slice(0, 18), i.kind, i.weight, i.due]);
    expect(tps).toEqual([
      ['Travail pratique 1', 'assignment', 5, { date: '2026-10-02', time: '23:59' }],
      ['Travail pratique 2', 'assignment', 5, { date: '2026-10-30', time: '23:59' }],
      ['Travail pratique 3', 'assignment', 5, { date: '2026-11-27', time: '23:59' }],
    ]);
  });

  it('dates members under the day entries of a calendar printed by month', () => {
    const items = brief(`ARTH 2300 Modern Art, Spring 2027

Grading
  Gallery Notes (3 x 5%) .............. 15%
  Midterm exam ........................ 35%
  Final paper ......................... 50%

CALENDAR

FEBRUARY
 2 Tu   Manet and the Salon
 4 Th   Impressionism
        GN 1 due
 9 Tu   Cezanne

MARCH
 2 Tu   Cubism
        GN 2 due
 4 Th   Dada

APRIL
13 Tu   Surrealism
15 Th   Abstract Expressionism
        GN 3 due
`);
    expect(items.filter((i) => /^GN/.test(i.title))).toEqual([
      { title: 'GN 1', weight: 5, date: '2027-02-04' },
      { title: 'GN 2', weight: 5, date: '2027-03-02' },
      { title: 'GN 3', weight: 5, date: '2027-04-15' },
    ]);
  });

  it('gives abbreviated members the time a sentence about their component states', () => {
    const items = parseSyllabus(
      `MUSC 1150 Listening to Jazz, Spring 2027

Grading
  Listening responses (3 x 5%) ........ 15%
  Midterm exam ........................ 35%
  Final exam .......................... 50%

Listening responses are one page each, posted to Moodle by 9:30 am on the day listed.

Schedule
  Week 3   LR 1 due Tuesday 2 February 2027
  Week 7   LR 2 due Tuesday 2 March 2027
  Week 11  LR 3 due Tuesday 6 April 2027
`,
      { fallbackYear: 2027 },
    );
    expect(items.filter((i) => /^LR/.test(i.title)).map((i) => [i.title, i.weight, i.due])).toEqual([
      ['LR 1', 5, { date: '2027-02-02', time: '09:30' }],
      ['LR 2', 5, { date: '2027-03-02', time: '09:30' }],
      ['LR 3', 5, { date: '2027-04-06', time: '09:30' }],
    ]);
  });

  it('does not read a number of hours after a noun as a member', () => {
    const items = brief(`CHEM 1010, Spring 2027
Laboratory 3 h, alternate weeks (2 sessions)

Grading
  Lab reports (2 x 10%) ........ 20%
  Final exam ................... 80%

Lab 1 report due Friday 29 January 2027
Lab 2 report due Friday 26 February 2027
`);
    expect(items.some((i) => /^Laboratory 3/.test(i.title))).toBe(false);
    expect(items.filter((i) => /^Lab/.test(i.title)).map((i) => i.weight)).toEqual([10, 10]);
  });
});
