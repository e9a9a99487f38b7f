// Grade formulas with coefficients, nested formulas whose
// symbols are named in a legend or a parenthesis, Spanish and French month names, a year printed
// with the term word, brief tests as quizzes. Every outline here is written for these tests.
import { describe, expect, it } from 'vitest';
import { brief } from '../../../support/syllabus.js';
import { findDates, findTerm } from '../../../../lib/syllabus/calendar/dates.js';
import { classify } from '../../../../lib/syllabus/vocabulary/kinds.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('grade formulas with coefficients', () => {
  it('weights each symbol named in a legend by its coefficient', () => {
    const items = parseSyllabus(`OPT 210 Optics — Spring 2027

GRADING

   P   practicals              four sessions in the optics lab
   T   midterm test            Thursday 11 March 2027
   X   final examination       Monday 7 June 2027

The course grade, on a 1-10 scale (5.5 passes), is

       G = 0.25 P + 0.15 T + 0.60 X
`);
    expect(brief(items)).toEqual([
      ['practicals', 25, null],
      ['midterm test', 15, '2027-03-11'],
      ['final examination', 60, '2027-06-07'],
    ]);
  });

  it('expands a symbol that another formula defines, with decimal commas and named parentheses', () => {
    const items = parseSyllabus(`Curso HID-101, primer semestre 2027

Hay dos pruebas (P1 y P2), tres tareas (TA: promedio de las tareas) y un examen final (EX).

      NC = 0,40 · P1 + 0,40 · P2 + 0,20 · TA
      NF = 0,7 · NC + 0,3 · EX
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['pruebas 1', 28],
      ['pruebas 2', 28],
      ['tareas', 14],
      ['examen final', 30],
    ]);
  });

  it('reads nothing from a formula whose coefficients do not add up to one', () => {
    expect(parseSyllabus(`Final grade: F = 0.5 A + 0.2 B\n  A   assignments\n  B   quizzes\n`)).toEqual([]);
  });
});

describe('foreign month names and the term year', () => {
  it('reads "2 de octubre, 18:30 h" and "17 septembre" in place', () => {
    const term = { season: null, year: 2027 } as const;
    const es = findDates('Prueba 1   jueves 2 de octubre, 18:30 h   Unidades 1 a 3', term).dates;
    expect(es.map((d) => d.due)).toEqual([{ date: '2027-10-02', time: '18:30' }]);
    const fr = findDates('Devoir 2 : à rendre le 17 septembre', term).dates;
    expect(fr.map((d) => d.due)).toEqual([{ date: '2027-09-17', time: null }]);
  });

  it('attaches a time after "hasta"', () => {
    const d = findDates('Informe 1   viernes 10 de octubre, hasta 23:59', { season: null, year: 2027 }).dates;
    expect(d[0]!.due).toEqual({ date: '2027-10-10', time: '23:59' });
  });

  it('takes the year printed with the term word when no date carries one', () => {
    expect(findTerm('Segundo semestre 2025 — 6 créditos\nControl 1  viernes 29/08', 2031).year).toBe(2025);
    expect(findTerm('First semester 2024\nQuiz 1 on 3 March', 2031).year).toBe(2024);
  });
});

describe('kinds', () => {
  it('reads a brief test as a quiz, a certamen as a test and an informe de laboratorio as a lab', () => {
    expect(classify('controles breves')).toBe('quiz');
    expect(classify('short tests')).toBe('quiz');
    expect(classify('Certamen 2')).toBe('midterm');
    expect(classify('informes de laboratorio')).toBe('lab');
  });
});

describe('a plain-text table of numbered work with a release and a deadline column', () => {
  it('dates each numbered row by its deadline column, across a row with a dash in the first column', () => {
    const items = parseSyllabus(`ECON 240 — Fall 2027

GRADING
  Problem sets    40%
  Final exam      60%

PROBLEM SETS
  Set  Topic                    Posted        Deadline
  ---  -----------------------  ------------  ------------
   1   Supply and demand        2027-09-06    2027-09-13
   2   Elasticities             2027-09-13    2027-09-20
   -   Thanksgiving (no set)    2027-10-11 to 2027-10-15
   3   Consumer choice          2027-10-18    2027-10-25
`);
    expect(brief(items)).toEqual([
      ['Set 1', 13.3333, '2027-09-13'],
      ['Set 2', 13.3333, '2027-09-20'],
      ['Set 3', 13.3333, '2027-10-25'],
      ['Final exam', 60, null],
    ]);
  });
});
