// Look-alikes of a share in other languages, cells that are not names, best-of components
// kept whole. Invented outlines.
import { describe, expect, it } from 'vitest';
import { briefOf } from '../../../support/syllabus.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const brief = (src: string) => briefOf(src);

describe('penalty and cap lines in other languages', () => {
  it('reads no item from a French late penalty or a language deduction', () => {
    const items = brief(`CHM-1905 : Chimie des solutions — Hiver 2027

Description des évaluations

Séries d'exercices (20 %)
Cinq séries, remises sur le portail.

Projet (20 %)
En équipe de trois.

Examen partiel (20 %)
Porte sur les chapitres 1 à 3.

Examen final (40 %)
Cumulatif.

Qualité de la langue
Jusqu'à 10 % des points d'un travail peuvent être retirés pour la qualité du français.

Retards
Pénalité de 10 % par jour de retard, jusqu'à concurrence de deux jours.
`);
    expect(items.map((i) => i.title)).toEqual(["Séries d'exercices", 'Projet', 'Examen partiel', 'Examen final']);
  });

  it('dates an exam by the "Le <day>" line under its title in an LMS block, with its start time', () => {
    const items = brief(`CHM-1905 : Chimie des solutions — Hiver 2027

Évaluation
Rapport de laboratoire : 30 %
Examen partiel : 30 %
Examen final : 40 %

Examen partiel
Le 3 mars 2027 de 9h00 à 11h00
Individuel
`);
    expect(items.find((i) => i.title === 'Examen partiel')).toMatchObject({
      weight: 30,
      date: '2027-03-03',
      time: '09:00',
    });
  });
});

describe('percent-first table rows', () => {
  it('names a row by its component cell, not a duration or a cross-reference, and dates members past their release', () => {
    const items = brief(`ME 3105 Heat Transfer, Odd Semester 2027-28

Evaluation Scheme
Weightage\tComponent\tDuration\tDate & Time\tRemarks
20%\tTutorial tests (best 3 of 4, 5% each)\t30 min\tin tutorial hours\tClosed book
20%\tHome assignments (2 x 10%)\t-\tsee Part B\tOpen
60%\tEnd-semester examination\t180 min\t24-11-2027 (Wednesday), 09:00 hrs\tClosed book

Part B. Home assignments
Home assignment 1 (conduction): released 16-08-2027; submission on or
before 30-08-2027 (Monday), 17:00 hrs, in the department office.
Home assignment 2 (convection): released 13-09-2027; submission on or
before 04-10-2027 (Monday), 17:00 hrs, in the department office.
`);
    expect(items.map((i) => i.title)).toEqual([
      'Tutorial tests',
      'Home assignment 1',
      'Home assignment 2',
      'End-semester examination',
    ]);
    expect(items.find((i) => i.title === 'Home assignment 1')).toMatchObject({
      weight: 10,
      date: '2027-08-30',
      time: '17:00',
    });
    expect(items.find((i) => i.title === 'Home assignment 2')).toMatchObject({
      weight: 10,
      date: '2027-10-04',
      time: '17:00',
    });
  });
});

describe('a per-member figure in parentheses before the component total', () => {
  it('names the total by the words before the parenthesis, not by "each)"', () => {
    const items = parseSyllabus(
      `HIST 2250 Cities of the Atlantic World
Course Handbook, Semester 1, 2027-28

-----------------------------------------------------------------------------------------
3  ASSESSMENT SUMMARY
-----------------------------------------------------------------------------------------
Tutorial participation ............................................ = 15%
Learning portfolio (four entries, 5% each) ......................... = 20%
Source commentary (1,500 words) .................................... = 25%
Long essay (3,500 words) ........................................... = 40%
                                                                      ----
                                                                      100%

There is no examination in this course.

3.2 Learning portfolio (20%)
Four entries of about 500 words on a place in the readings. Each entry is worth 5% of the course mark.
   Entry 1 ......... Monday 4 October 2027
   Entry 2 ......... Monday 25 October 2027
`,
      { fallbackYear: 2027 },
    );
    expect(items.map((i) => [i.title, i.weight, i.kind])).toEqual([
      ['Tutorial participation', 15, 'participation'],
      ['Learning portfolio', 20, 'assignment'],
      ['Source commentary', 25, 'assignment'],
      ['Long essay', 40, 'assignment'],
    ]);
  });

  it('the constraint finder reads the same name from the dotted-leader lines', () => {
    const raw = `Tutorial participation ........................ = 15%
Learning portfolio (four entries, 5% each) ..... = 20%
Source commentary (1,500 words) ................ = 25%
Long essay (3,500 words) ....................... = 40%`.split('\n');
    expect(findShares(raw)?.components.map((c) => [c.title, c.weight])).toEqual([
      ['Tutorial participation', 15],
      ['Learning portfolio', 20],
      ['Source commentary', 25],
      ['Long essay', 40],
    ]);
  });
});

describe('a grading sentence wrapped over lines', () => {
  it('counts "three problem sheets worth 5% each" and names a figure wrapped to the next line by the words before the break', () => {
    const raw = `Assessment
Your mark is built from studio work 25% (eight studios; the best seven count),
four design exercises worth 5% each, a portfolio review worth 15%, peer critique
10% and a final presentation worth 30%.`.split('\n');
    const found = findShares(raw)!.components.map((c) => [c.title, c.weight]);
    expect(found.slice(1)).toEqual([
      ['Design exercises', 20],
      ['Portfolio review', 15],
      ['Peer critique', 10],
      ['Final presentation', 30],
    ]);
    expect(found[0]![1]).toBe(25);
  });
});

describe('a weekday after "due" in a week row', () => {
  it('is that day of the week the row is dated by', () => {
    const items = brief(`GEOL 1301 Earth Systems, Semester 1, 2027

Assessment
Field essays (2 x 15%) ........ 30%
Final exam .................... 70%

Schedule
Week 3 (15 Mar)   Plate tectonics          Essay 1 due Fri
Week 7 (19 Apr)   Rivers and landscapes    Essay 2 due Thu
`);
    expect(items.filter((i) => /^Essay/.test(i.title)).map((i) => [i.title, i.weight, i.date])).toEqual([
      ['Essay 1', 15, '2027-03-19'],
      ['Essay 2', 15, '2027-04-22'],
    ]);
  });
});
