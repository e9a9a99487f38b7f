// The remaining families on the written sets: members listed only by week, dates in Spanish and
// Portuguese. Every outline here is invented for these tests.
import { describe, expect, it } from 'vitest';
import { brief } from '../../../support/syllabus.js';
import { findDates, findTerm } from '../../../../lib/syllabus/calendar/dates.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('members listed only in week rows', () => {
  it('keeps labs named only in rows dated by their week (best 4 of 5) as one item', () => {
    const items = parseSyllabus(`GEOL 1205 Earth Materials (Semester 2, 2027)

Assessment
Practical labs (five; best four count)       20%
Field report                                  30%
Final exam                                    50%

Field report: due Friday 3 September 2027, 4 pm.

Schedule
Week 1 (26 Jul)   Minerals and crystals
Week 2 (2 Aug)    Igneous rocks; Lab 1
Week 4 (16 Aug)   Sedimentary rocks; Lab 2
Week 6 (30 Aug)   Metamorphism; Lab 3
Week 8 (13 Sep)   Structures; Lab 4
Week 10 (27 Sep)  Maps and sections; Lab 5
`);
    expect(brief(items)).toEqual([
      ['Practical labs', 20, null],
      ['Field report', 30, '2027-09-03T16:00'],
      ['Final exam', 50, null],
    ]);
  });

  it('keeps tareas listed in weeks printed as spans ("31 ago–4 sep") as one item', () => {
    const items = parseSyllabus(`Álgebra Lineal — semestre agosto-diciembre 2026

Evaluación
   Tareas ....................... 20 %
   Examen parcial ............... 30 %
   Examen final ................. 50 %

Cronograma
Semana 1 (17–21 ago) Vectores — Tarea 1
Semana 2 (24–28 ago) Matrices — Tarea 2
Semana 3 (31 ago–4 sep) Determinantes — Tarea 3
Semana 4 (7–11 sep) Sistemas — Tarea 4
`);
    expect(items.filter((i) => i.kind === 'assignment').map((i) => [i.title, i.weight, i.due])).toEqual([
      ['Tareas', 20, null],
    ]);
  });

  it('still splits members whose week rows say which day they fall on or that they are due', () => {
    const items = parseSyllabus(`MUSI 1400 Ear Training (Fall 2026)

Grading
Dictation quizzes   30%
Final exam          70%

Week 1 (Aug 24–28)   Intervals.  Dictation Quiz 1 (Thu)
Week 2 (Aug 31–Sep 4)   Triads.  Dictation Quiz 2 (Thu)
Week 3 (Sep 7–11)   Sevenths.  Dictation Quiz 3 due
`);
    expect(items.filter((i) => i.kind === 'quiz').map((i) => [i.title, i.weight])).toEqual([
      ['Dictation Quiz 1', 10],
      ['Dictation Quiz 2', 10],
      ['Dictation Quiz 3', 10],
    ]);
  });

  it('splits numbered exams even when the outline dates none of them', () => {
    const items = parseSyllabus(`CHEM 2310 (Spring 2027)

Grading: Exams 60%, Homework 10%, Final 30%

Week 5: Exam 1
Week 10: Exam 2
`);
    expect(items.filter((i) => i.kind === 'midterm').map((i) => [i.title, i.weight])).toEqual([
      ['Exam 1', 30],
      ['Exam 2', 30],
    ]);
  });
});

describe('Spanish and Portuguese dates', () => {
  const term = findTerm('Semestre agosto-diciembre 2026', 2026);
  const read = (s: string) => findDates(s, term).dates.map((d) => [d.due.date, d.due.time, d.range]);

  it('reads abbreviated Spanish months, spans across two months included', () => {
    expect(read('Semana 3 (31 ago–4 sep)')).toEqual([['2026-08-31', null, true]]);
    expect(read('entrega el 12 dic')).toEqual([['2026-12-12', null, false]]);
  });

  it('reads Portuguese month names, the year after "de" and the time after "a las" or "às"', () => {
    expect(read('entrega até 15 de março de 2027, às 23h59')).toEqual([['2027-03-15', '23:59', false]]);
    expect(read('el 2 de octubre de 2026 a las 14:00')).toEqual([['2026-10-02', '14:00', false]]);
  });

  it('does not read "out of" as a month', () => {
    expect(read('best 2 out of 3 quizzes')).toEqual([]);
  });
});

describe('a lab table laid out in columns of spaces', () => {
  const outline = (header: string, rows: string) => `ENGR 2300 Fluid Mechanics — Winter 2027

Evaluation
  Component                     Weight    Date
  ----------------------------------------------------------
  Lab reports (3 x 10%)          30%      see lab table
  Term project                   20%      draft: Monday, March 1;
                                          final: Friday, April 9, 17:00
  Final exam                     50%      TBA

LAB TABLE

${header}
  ---   ----------------------------------   --------------
${rows}
`;

  it('reads a header whose due column gives the hour in brackets, a wrapped name (too long to title the lab), and the final stage of a wrapped date cell', () => {
    const items = parseSyllabus(
      outline(
        '  Lab   Experiment                           Report due (15:00)',
        `  1     Viscometry: falling ball                Friday, January 22
  2     Pipe friction losses in smooth and
        rough pipes                             Friday, February 12
  3     Impact of a jet                         Thursday, March 18`,
      ),
    );
    expect(brief(items)).toEqual([
      ['Lab 1: Viscometry', 10, '2027-01-22T15:00'],
      ['Lab 2', 10, '2027-02-12T15:00'],
      ['Lab 3: Impact of a jet', 10, '2027-03-18T15:00'],
      ['Term project', 20, '2027-04-09T17:00'],
      ['Final exam', 50, null],
    ]);
  });

  it('numbers the rows by a short code ("P2") and leaves out a topic column', () => {
    const items = parseSyllabus(
      outline(
        '  Lab   Topic                                Report due',
        `  P1    Viscometry                              Friday, January 22
  P2    Pipe friction                           Friday, February 12
  P3    Impact of a jet                         Thursday, March 18`,
      ),
    );
    expect(brief(items).slice(0, 3)).toEqual([
      ['Lab P1', 10, '2027-01-22'],
      ['Lab P2', 10, '2027-02-12'],
      ['Lab P3', 10, '2027-03-18'],
    ]);
  });
});

describe('a figure after a plural noun', () => {
  it('numbers no member when it restates the weights ("labs 24, exams 76")', () => {
    const items = parseSyllabus(`BIOL 1100 Cells (Spring 2027)

Grading
Three lab reports are worth 8 percent each, and two exams are worth 38 percent each.
In short: labs 24, exams 76 = 100.

Lab 1 report due Friday, February 5, 2027
Lab 2 report due Friday, March 5, 2027
Lab 3 report due Friday, April 2, 2027
`);
    expect(items.filter((i) => i.kind === 'lab').map((i) => [i.title, i.weight])).toEqual([
      ['Lab 1', 8],
      ['Lab 2', 8],
      ['Lab 3', 8],
    ]);
  });
});

describe('members with weights of their own', () => {
  it("reads unequal member weights from the row's notes cell and dates each member under a heading with a note", () => {
    const items = parseSyllabus(`# INFO 3350 Databases — Fall 2026

| Component | Weight | Notes |
|---|---|---|
| Labs | 30% | weekly, in the lab |
| Milestones | 40% | M1 5%, M2 15%, M3 20% |
| Final exam | 30% | cumulative |

## Calendar

#### Friday, September 25 (no lecture)
- **M1 due** — schema design

#### Friday, October 23 (no lecture)
- **M2 due** — query layer

#### Monday, December 7
- **M3 due** — full application
`);
    expect(brief(items).filter((i) => /^M\d/.test(String(i[0])))).toEqual([
      ['M1', 5, '2026-09-25'],
      ['M2', 15, '2026-10-23'],
      ['M3', 20, '2026-12-07'],
    ]);
  });

  it('reads them from a line that explains the component by name', () => {
    const items = parseSyllabus(`SOCI 1010 (Spring 2027)

Weighting
Essays        40%
Tests         60%

Tests: Test 1 counts 25% of your grade and Test 2 counts 35%.
Essays: two essays, each worth the same.

Test 1 — Thursday, February 18, 2027
Test 2 — Thursday, April 15, 2027
`);
    expect(brief(items).filter((i) => /^Test/.test(String(i[0])))).toEqual([
      ['Test 1', 25, '2027-02-18'],
      ['Test 2', 35, '2027-04-15'],
    ]);
  });
});

describe('member names in LMS item blocks', () => {
  it('keeps the topic after "Item: Essay 1 -", takes the kind from the name, and leaves a deadline after the dash out', () => {
    const items = parseSyllabus(`HIST 2210 (Spring 2027)

Grading
Essays (2)      60%
Final exam      40%

  Item: Essay 1 - Laboratory of Democracy in Wisconsin
  Due: Sunday, February 21, 2027, 11:59 PM

  Item: Essay 2 - The New Deal in the West
  Due: Sunday, April 18, 2027, 11:59 PM

Essay 2 - to be submitted by Sunday 18 April 2027
`);
    expect(items.filter((i) => i.weight === 30).map((i) => [i.title, i.kind, i.due?.date])).toEqual([
      ['Essay 1 - Laboratory of Democracy in Wisconsin', 'assignment', '2027-02-21'],
      ['Essay 2 - The New Deal in the West', 'assignment', '2027-04-18'],
    ]);
  });
});

const WEEKS = `Week 3  (w/c 8 Feb)    Suburbs           Journal entry 1 (Fri)
Week 6  (w/c 1 Mar)    Gentrification    Journal entry 2 (Fri)
Week 9  (w/c 22 Mar)   Informal cities   Journal entry 3 (Thu)`;

describe('members named by the word the component counts them with', () => {
  const outline = (entries: string, rows = WEEKS) => `SOCI 2200 Cities (Spring 2027)

Assessment
Field journal (three entries, 10% each) ............ = 30%
Final essay ........................................ = 70%

Field journal
${entries}

${rows}
`;

  it('splits "three entries" into the numbered entries the outline dates', () => {
    const items = parseSyllabus(
      outline(
        `   Entry 1 ......... Friday 12 February 2027
   Entry 2 ......... Friday 5 March 2027
   Entry 3 ......... Thursday 25 March 2027`,
        'Week 3 (w/c 8 Feb)  Suburbs',
      ),
    );
    expect(brief(items).filter((i) => i[1] === 10)).toEqual([
      ['Entry 1', 10, '2027-02-12'],
      ['Entry 2', 10, '2027-03-05'],
      ['Entry 3', 10, '2027-03-25'],
    ]);
  });

  it('dates them by the weekday in a "w/c" week row when nothing else does', () => {
    const items = parseSyllabus(outline('Each entry reflects on one week of readings.'));
    expect(brief(items).filter((i) => i[1] === 10)).toEqual([
      ['Journal entry 1', 10, '2027-02-12'],
      ['Journal entry 2', 10, '2027-03-05'],
      ['Journal entry 3', 10, '2027-03-25'],
    ]);
  });
});

describe('shares of the coursework written as prose', () => {
  it('weighs work named before a semicolon by the clause after it, and scales shares of the coursework to the module', () => {
    const items = parseSyllabus(`PHIL 2030 Ethics (Autumn 2026)

Assessment
The module is assessed by coursework, worth 30% of the module mark, and by a written examination, worth the remaining 70%.

The coursework has two parts. The first is a text commentary of 1,200 words on a passage from the reader; it is worth 50% of the coursework mark. The second is a short essay chosen from the list, which makes up the other 50% of the coursework mark.
`);
    expect(items.map((i) => [i.title.toLowerCase(), i.kind, i.weight])).toEqual([
      ['text commentary', 'assignment', 15],
      ['short essay', 'assignment', 15],
      ['written examination', 'final', 70],
    ]);
  });
});

describe('Portuguese schedule rows', () => {
  it('dates "Prova 1" by a row that writes it in capitals, and a "trabalho" by its delivery line with the hour after the weekday', () => {
    const items = parseSyllabus(`Algoritmos II — 2º semestre de 2026

Média final: MF = 0,35·P1 + 0,35·P2 + 0,30·T
  P1 = Prova 1
  P2 = Prova 2
  T  = trabalho prático

Cronograma
Semana  Data        Conteúdo
6       17/09 qui   Recursão
7       24/09 qui   PROVA 1
15      19/11 qui   Grafos
16      26/11 qui   PROVA 2
17      01/12 ter   Revisão          Trabalho prático: entrega 04/12 (sex), 18h
`);
    expect(brief(items)).toEqual([
      ['Prova 1', 35, '2026-09-24'],
      ['Prova 2', 35, '2026-11-26'],
      ['Trabalho prático', 30, '2026-12-04T18:00'],
    ]);
  });
});

describe('Spanish calendar and notices', () => {
  it('dates the final exam by its calendar row, and a report by a postponement that wraps onto the next line', () => {
    const items = parseSyllabus(`HIDRÁULICA — Segundo semestre 2025

Evaluación
  Informe 1 ........ 10 %
  Informe 2 ........ 10 %
  Examen final ..... 80 %

Calendario
  Informe 1        viernes 10 de octubre, hasta 23:59
  Informe 2        viernes 21 de noviembre, hasta 23:59
  Examen           martes 9 de diciembre, 09:00 h

AVISO: por el cierre del laboratorio, las sesiones se reprogramaron. La entrega del Informe 2 se posterga al lunes 1 de
diciembre, hasta las 23:59. Las demás fechas no cambian.
`);
    expect(brief(items)).toEqual([
      ['Informe 1', 10, '2025-10-10T23:59'],
      ['Informe 2', 10, '2025-12-01T23:59'],
      ['Examen final', 80, '2025-12-09T09:00'],
    ]);
  });
});

describe("an hour on the component's own line", () => {
  it('goes with each member the schedule dates', () => {
    const items = parseSyllabus(`CHEM 1330 (Winter 2026)

Grading                                  Points
  Lab reports (3 x 20 points)              60   see lab schedule; 15:30 on the date listed
  Final exam                               40

Lab schedule
  Lab 1 report due Thursday, January 22, 2026
  Lab 2 report due Thursday, February 12, 2026
  Lab 3 report due Thursday, March 5, 2026
`);
    expect(brief(items).filter((i) => i[1] === 20)).toEqual([
      ['Lab 1', 20, '2026-01-22T15:30'],
      ['Lab 2', 20, '2026-02-12T15:30'],
      ['Lab 3', 20, '2026-03-05T15:30'],
    ]);
  });
});

describe('a default deadline hour in a sentence that wraps', () => {
  it('gives "unless stated otherwise, deadlines are at 12 noon" to every written item without an hour', () => {
    const items = parseSyllabus(`GEOG 2040 (Spring 2027)

Assessment
Field report ........ = 40%
Essay ............... = 60%

All coursework goes through the VLE. Unless stated otherwise, deadlines
are at 12 noon. Late work loses marks.

Field report: due Friday 19 February 2027.
Essay: due Friday 30 April 2027, 4pm.
`);
    expect(brief(items)).toEqual([
      ['Field report', 40, '2027-02-19T12:00'],
      ['Essay', 60, '2027-04-30T16:00'],
    ]);
  });
});
