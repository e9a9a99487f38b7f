// Captioned bare figures, unit headers in
// other languages, …). Invented outlines, none copied from a corpus.
import { describe, expect, it } from 'vitest';
import { briefOf } from '../../../support/syllabus.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { captionedUnits } from '../../../../lib/syllabus/clean/captioned.js';
import { classify } from '../../../../lib/syllabus/vocabulary/kinds.js';
import { findDates, findTerm } from '../../../../lib/syllabus/calendar/dates.js';
import { blocks, extractScheme } from '../../../../lib/syllabus/scheme/layout.js';
import { segment } from '../../../../lib/syllabus/segment/lines.js';

const brief = (src: string) => briefOf(src);
const full = (src: string) =>
  parseSyllabus(src, { fallbackYear: 2027 }).map((i) => ({
    title: i.title,
    kind: i.kind,
    weight: i.weight,
    date: i.due?.date ?? null,
    time: i.due?.time ?? null,
  }));

describe('bare figures whose unit a caption or a total line states', () => {
  it('reads a dotted list under "Total 150 marks" as marks out of 150', () => {
    const items = brief(`CE 204 Surveying  (2-0-2-6)

MARKS DISTRIBUTION (Total 150 marks)
   Field book  ..................  30
   Class test  ..................  30
   Major exam  ..................  90

Room 12, Block C.
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Field book', 20],
      ['Class test', 20],
      ['Major exam', 60],
    ]);
  });

  it('reads a gap-separated list closed by a rule and its sum', () => {
    const out = captionedUnits(
      [
        'Assessment',
        '  Lab notebook      25',
        '  Oral exam         75',
        '                  ----',
        '                   100',
      ].join('\n'),
    ).split('\n');
    expect(out[1]).toMatch(/25%$/);
    expect(out[2]).toMatch(/75%$/);
  });

  it('reads paragraphs under a "% of grade" caption as percent when they make the whole, a pair "20/30" as its sum', () => {
    const items = brief(`EVALUATION:

% of grade

Two short papers (due 2/7 & 4/18) 20/30

Mid-term essay examination (2/28) 20

Final essay examination (4/30) 30
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Paper 1', 25],
      ['Paper 2', 25],
      ['Mid-term essay examination', 20],
      ['Final essay examination', 30],
    ]);
    const short = ['% of grade', '', 'Reading room 214', '', 'Office 12'].join('\n');
    expect(captionedUnits(short)).toBe(short);
  });

  it('leaves numbered lines alone when they add up to nothing stated', () => {
    const src = ['Office hours', '  Room  ..........  214', '  Phone ..........  3311'].join('\n');
    expect(captionedUnits(src)).toBe(src);
  });
});

describe('unit headers and names in other languages', () => {
  it('reads a German table of Punkte with durations after the names', () => {
    const items = brief(`Modul MB3 – Werkstoffkunde, Sommersemester 2027

  Bestandteil                         Punkte   Termin
  Testat 1 (Metalle), 20 min            15     Di., 04.05.2027
  Testat 2 (Kunststoffe), 20 min        15     Di., 08.06.2027
  Laborbericht                          20     Abgabe bis 02.07.2027
  Abschlussklausur, 120 min             50     im Prüfungszeitraum
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Testat 1', 15],
      ['Testat 2', 15],
      ['Laborbericht', 20],
      ['Abschlussklausur', 50],
    ]);
    expect(items[0]!.date).toBe('2027-05-04');
  });

  it('knows a Testat is a short test and a Laborbericht a lab report', () => {
    expect(classify('Testat 2')).toBe('quiz');
    expect(classify('Laborbericht (Versuche 1–3)')).toBe('lab');
  });
});

describe('a table flattened into one cell per line', () => {
  const outline = `GEO2201 Landforms — Semester 2, 2027
Assessment
Task
Weight
When
Practical exercises (4 x 5%)
20%
Weekly practicals, Weeks 2-9
Map test 1 (in class, 45 min)
15%
Tues 13th Apr, 10:00
Field report: data chapter
15%
Fri 14/05/2027, 17:00
Field report: final version
10%
Fri 04/06/2027, 17:00
Final exam (2 hrs)
40%
June exam period

Schedule
Practical 1 (Week 2), Practical 2 (Week 3), Practical 3, Practical 4, Practical 5, Practical 6 (Week 7)
`;

  it('names each figure by the line before it when the lines after it are dates, and keeps their dates', () => {
    const items = brief(outline);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Practical exercises', 20],
      ['Map test 1', 15],
      ['Field report: data chapter', 15],
      ['Field report: final version', 10],
      ['Final exam', 40],
    ]);
    expect(items[1]).toMatchObject({ date: '2027-04-13', time: '10:00' });
    expect(items[3]).toMatchObject({ date: '2027-06-04', time: '17:00' });
  });
});

describe('a grade formula whose symbols a sentence or a parenthesis defines', () => {
  const outline = `QUI-150 Química General — Segundo semestre 2027

Evaluación
        NF = 0,30 · IL + 0,35 · C1 + 0,35 · EF
donde IL es el promedio de los tres informes de laboratorio (cada uno vale 10% de la nota final)
y EF es el examen final.

   · Informes de laboratorio, entrega hasta las 23:59:
        IL1 - Soluciones .............. viernes 10 de septiembre
        IL2 - Equilibrio .............. viernes 8 de octubre
        IL3 - Cinética ................ viernes 12 de noviembre
   · Control 1 (C1): martes 19 de octubre de 2027.
`;

  it('names each symbol, splits the averaged reports into their dated members, and cuts the names at the leader', () => {
    const items = brief(outline);
    expect(items.map((i) => [i.title, i.weight, i.date])).toEqual([
      ['IL1 - Soluciones', 10, '2027-09-10'],
      ['IL2 - Equilibrio', 10, '2027-10-08'],
      ['IL3 - Cinética', 10, '2027-11-12'],
      ['Control 1', 35, '2027-10-19'],
      ['Examen final', 35, null],
    ]);
  });
});

describe('the one plain examination beside tests', () => {
  it('is the final when it weighs at least as much as each test', () => {
    const kinds = parseSyllabus(
      `PSY 1102 Assessment
- Lab report: 30%
- In-class test: 20%
- Prueba parcial 2: 20%
- Examination: 30%
`,
      { fallbackYear: 2027 },
    ).map((i) => [i.title, i.kind]);
    expect(kinds).toEqual([
      ['Lab report', 'lab'],
      ['In-class test', 'midterm'],
      ['Prueba parcial 2', 'midterm'],
      ['Examination', 'final'],
    ]);
  });
});

describe('a year mark in a formula, and sittings that are not the item', () => {
  const outline = `MANAGEMENT ACCOUNTING 2B (MACC2020) — Second Semester 2027

Final mark = 40% x year mark + 60% x examination mark.
The year mark is made up of:
   Semester test 1 ........ 45% of year mark
   Semester test 2 ........ 45% of year mark
   Weekly online tests ..... 10% of year mark

Dates
Semester test 1:  2027-08-18 (Wednesday), 17:30.
Semester test 2:  2027-09-29 (Wednesday), 17:30.
Deferred test (for both semester tests, medical certificate only): Friday 15 October 2027, 14:00.
A practice test (no marks) opens on 2 August.
`;

  it('scales the year mark shares, reads no date from the deferred or practice sittings, and calls weekly tests quizzes', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2027 }).map((i) => [
      i.title,
      i.kind,
      i.weight,
      i.due?.date ?? null,
    ]);
    expect(items).toEqual([
      ['Semester test 1', 'midterm', 18, '2027-08-18'],
      ['Semester test 2', 'midterm', 18, '2027-09-29'],
      ['Weekly online tests', 'quiz', 4, null],
      ['examination', 'final', 60, null],
    ]);
  });
});

describe('hyphenated names and numbers', () => {
  const outline = `CE 318 Soil Mechanics — Odd Semester 2027-28

EVALUATION (Total 100 marks)
   Lab sheets (best 4 of 5) ....... 20
   Test-I ......................... 15
   Test-II ........................ 15
   End-semester examination ....... 50

Tests in the Friday slot.  Test-I : Friday, 20/08/2027     Test-II : Friday, 15/10/2027

Sheet   Topic                        Submit on
LS-1    Index properties             06/08/2027
LS-2    Permeability                 13/08/2027
LS-3    Consolidation                03/09/2027
LS-4    Shear strength               24/09/2027
LS-5    Slope stability              08/10/2027
`;

  it('numbers "Test-II" by its Roman numeral and splits "LS-3" members of the lab sheets', () => {
    const items = brief(outline);
    expect(items.find((i) => i.title === 'Test-I')?.date).toBe('2027-08-20');
    expect(items.find((i) => i.title === 'Test-II')?.date).toBe('2027-10-15');
    const sheets = items.filter((i) => /LS-\d/.test(i.title));
    expect(sheets.map((i) => [i.weight, i.date])).toEqual([
      [4, '2027-08-06'],
      [4, '2027-08-13'],
      [4, '2027-09-03'],
      [4, '2027-09-24'],
      [4, '2027-10-08'],
    ]);
  });
});

describe('a component whose own section lists its weighted parts', () => {
  const outline = `ECON1401 Market Design — Semester 2, 2027

Assessment summary
Assessment task                          Weight   Due
1. Problem sets (2 x 10%)                 20%      Weeks 4 and 8
2. Team project                           30%      See below
3. Final examination                      50%      Exam period

Assessment 2: Team project
Weight: 30%, made up of:
- Project report (team mark): 20%, due Friday 15 October 2027, 5:00pm
- Peer review (individual): 10%, submitted by Friday 22 October 2027, 11:59pm

Schedule
Week 4: Problem set 1 due Friday 20 August 2027
Week 8: Problem set 2 due Friday 17 September 2027
`;

  it('replaces the component by its parts when they add up to its weight, each with its date', () => {
    const items = brief(outline);
    expect(items.map((i) => [i.title, i.weight, i.date])).toEqual([
      ['Problem set 1', 10, '2027-08-20'],
      ['Problem set 2', 10, '2027-09-17'],
      ['Project report', 20, '2027-10-15'],
      ['Peer review', 10, '2027-10-22'],
      ['Final examination', 50, null],
    ]);
  });
});

describe('dotted lines with a product in the name, adjustments, and a test dated by its week row', () => {
  const outline = `IS2203 Information Systems Design — Semester 2, AY2027/2028

Week   Topic                     Assessment
6      Process modelling         Lab test Week 6 Wed (14 Sep), 7pm

Assessment Components
Coursework (60%)
  Weekly exercises (4 x 5%) ............ 20%
  Lab test (closed book) ............... 15%
  Design project ....................... 25%
Final Exam (40%) - 2 hours

Notes
1. Each member's project mark may be adjusted by up to +/- 10% after peer review.
`;

  it('weighs each name by the figure after the leader, ignores the adjustment, and dates the test from its row', () => {
    const items = brief(outline);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Weekly exercises', 20],
      ['Lab test', 15],
      ['Design project', 25],
      ['Final Exam', 40],
    ]);
    expect(items[1]!.date).toBe('2027-09-14');
  });
});

describe('dates and times written the French, Quebec and German way', () => {
  it('takes the year from a French term, the date from inside the item\'s parenthesis, and spaced "h" times', () => {
    const items = brief(`Plan de cours - Hiver 2016

Évaluation	Pondération	Date
Quiz en ligne (2)	10 %	voir calendrier
Examen intra	40 %	mercredi 24 février 2016, 18 h 30
Examen final	50 %	mercredi 20 avril 2016, 9 h 00

Quiz en ligne : chaque quiz doit être complété sur le portail avant 23 h 59 à la date indiquée.

Séance	Date	Thème	À remettre
3	20 janv.	Intérêts composés	Quiz 1 (ven. 22 janv.)
8	2 mars	Obligations	Quiz 2 (ven. 4 mars)
`);
    expect(items).toEqual([
      { title: 'Quiz 1', weight: 5, date: '2016-01-22', time: '23:59' },
      { title: 'Quiz 2', weight: 5, date: '2016-03-04', time: '23:59' },
      { title: 'Examen intra', weight: 40, date: '2016-02-24', time: '18:30' },
      { title: 'Examen final', weight: 50, date: '2016-04-20', time: '09:00' },
    ]);
  });

  it('gives German Testate the time at which they are held', () => {
    const items = brief(`Wintersemester 2027/28
  Bestandteil           Punkte   Termin
  Testat 1                 20     Di., 09.11.2027
  Testat 2                 20     Di., 07.12.2027
  Klausur                  60     im Prüfungszeitraum

Die Testate finden jeweils zu Beginn der Übung um 14:15 Uhr statt.
`);
    expect(items.slice(0, 2).map((i) => i.time)).toEqual(['14:15', '14:15']);
  });
});

describe('a space-aligned table whose header is narrower than its rows', () => {
  it('puts each part under its own column, so the due date is not the release date', () => {
    const items = brief(`MATH 2270 Linear Algebra - Fall 2027

Grading
Homework (3 x 10%)     30%
Final exam (3 hours)   70%

Homework schedule
Homework   Released   Due
HW1 Vectors           Sep 7      Tue Sep 21
HW2 Matrices          Oct 5      Tue Oct 19
HW3 Eigenvalues       Nov 2      Tue Nov 16
`);
    expect(items.map((i) => [i.title, i.weight, i.date])).toEqual([
      ['HW1', 10, '2027-09-21'],
      ['HW2', 10, '2027-10-19'],
      ['HW3', 10, '2027-11-16'],
      ['Final exam', 70, null],
    ]);
  });
});

describe('counts in a component name', () => {
  it('reads "(x5, 2% each)" as five members and "(2 hours)" as no count', () => {
    const scheme = extractScheme(
      segment(`| Assessment task | Weight |
|---|---|
| Online quizzes (x5, 2% each) | 10% |
| Final examination (2 hours) | 90% |
`),
    );
    expect(scheme.map((c) => [c.title, c.count])).toEqual([
      ['Online quizzes', 5],
      ['Final examination', null],
    ]);
  });
});

describe('a UK handbook with two-digit years and an LMS item list', () => {
  it('reads dd/mm/yy dates of the session, the time given with the same day elsewhere, and no names from file names', () => {
    const items = brief(`ENG2301 Romantic Poetry — Handbook 2015-16, Semester 2

ASSESSMENT
Critical commentaries (2 x 15%)
  Commentary 1 - due Fri 12/02/16 by 3pm
  Commentary 2 - due Fri 18/03/16 by 3pm

Summary table
Component                    Weight    Deadline
Critical commentary 1        15%       12/02/16
Critical commentary 2        15%       18/03/16
Examination                  70%       May diet

Essays and commentaries are due by 12 noon unless stated otherwise.

Assessment
Critical Commentary 1
Attached Files: Commentary_brief_1.docx (30 KB)
Due Date: 12/02/2016 15:00
`);
    expect(items.slice(0, 2)).toEqual([
      { title: 'Critical commentary 1', weight: 15, date: '2016-02-12', time: '15:00' },
      { title: 'Critical commentary 2', weight: 15, date: '2016-03-18', time: '15:00' },
    ]);
  });
});

describe('spans, years and times in Spanish, French and German dates', () => {
  const term = findTerm('Primer semestre 2027', 2020);
  it('reads "del 7 al 11 de julio", "du 5 au 9 mai" and "01.02.–13.02.2028" as spans of days', () => {
    expect(findDates('Examen: semana del 7 al 11 de julio', term).dates[0]).toMatchObject({ range: true });
    expect(findDates('examens du 5 au 9 mai', term).dates[0]).toMatchObject({ range: true });
    expect(findDates('im Prüfungszeitraum (01.02.–13.02.2028)', term).dates[0]).toMatchObject({ range: true });
  });
  it('keeps the year after "de" and the time after "a las"', () => {
    expect(findDates('jueves 24 de abril de 2025, en horario de clases', term).dates[0]!.due).toEqual({
      date: '2025-04-24',
      time: null,
    });
    expect(findDates('el 10 de mayo de 2027 a las 14:00', term).dates[0]!.due).toEqual({
      date: '2027-05-10',
      time: '14:00',
    });
  });
});

describe('a per-member share restated in a sentence of another language', () => {
  it('is no component of its own', () => {
    const src = `Plan de cours - Hiver 2027
Évaluation	Pondération	Date
Quiz en ligne (4)	8 %	voir calendrier
Examen intra	42 %	mercredi 24 février 2027
Examen final	50 %	mercredi 21 avril 2027

Quiz en ligne : chaque quiz vaut 2 % et doit être complété sur le portail avant 23 h 59.
`;
    const items = brief(src);
    expect(items.map((i) => i.title)).toEqual(['Quiz en ligne', 'Examen intra', 'Examen final']);
    expect(items.reduce((s, i) => s + i.weight, 0)).toBe(100);
    const read = blocks(segment(src))
      .flat()
      .map((e) => [e.title, e.value]);
    expect(read).toEqual([
      ['Quiz en ligne', 8],
      ['Examen intra', 42],
      ['Examen final', 50],
    ]);
  });
});

describe('parts named in a sentence', () => {
  it('splits "worth 40% in total, made up of a plan (10%, …) and the full report (30%, …)" into its dated parts', () => {
    const items = full(`BIO2105 Field Ecology — Semester 1, 2027/28

Component                    Weighting   Deadline
Field notebook               20%         weekly
Project report               40%         see below
Examination                  40%         January

Project report is worth 40% in total, made up of a sampling plan (10%, submitted on Moodle by 12:00 on Friday 15 October 2027) and the full report (30%, due Thursday 9 December 2027 at 14:00).
`);
    expect(items.map((i) => [i.title, i.kind, i.weight, i.date, i.time])).toEqual([
      ['Field notebook', 'other', 20, null, null],
      ['Sampling plan', 'other', 10, '2027-10-15', '12:00'],
      ['Full report', 'project', 30, '2027-12-09', '14:00'],
      ['Examination', 'final', 40, null, null],
    ]);
  });
});

describe('a French hour after "à"', () => {
  it('is read as the time of the date before it', () => {
    const term = findTerm('Automne 2027', 2020);
    expect(findDates('Examen final le 3 déc. à 9 h au local B-2285', term).dates[0]!.due).toEqual({
      date: '2027-12-03',
      time: '09:00',
    });
  });
});

describe('a week number between a date and its time', () => {
  it('does not part them', () => {
    const term = findTerm('Semester 1, 2027', 2020);
    expect(findDates('Due Friday 26 March 2027 (Week 4), 5:00pm via Turnitin', term).dates[0]!.due).toEqual({
      date: '2027-03-26',
      time: '17:00',
    });
  });
});
