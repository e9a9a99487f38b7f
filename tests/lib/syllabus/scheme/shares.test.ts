// The constraint finder: graded shares anywhere in an outline, chosen as a run that adds up to
// the whole. Every outline here is invented; each shape is one the layout reader alone answered
// with nothing.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseSyllabus, readSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (text: string) => parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight]);

describe('grading schemes the layout reader did not recognise', () => {
  it('reads an inline prose list, with a date in a parenthesis and a late penalty beside it', () => {
    const items = parseSyllabus(
      'Policies\n\nGrades: 40% problem sets, 20% midterm (Oct 3), 40% final paper. Late work loses 10% per day.\n',
      { fallbackYear: 2026 },
    );
    expect(items.map((i) => [i.title, i.kind, i.weight, i.due?.date ?? null])).toEqual([
      ['Problem sets', 'assignment', 40, null],
      ['Midterm', 'midterm', 20, '2026-10-03'],
      ['Final paper', 'assignment', 40, null],
    ]);
  });

  it('reads "Label: NN%" pairs in one paragraph, a weight wrapped onto the next line included', () => {
    expect(weights('Marking Policy: Final Test: 45%, Weekly sheets (every Friday): 35%, Discussion:\n20%\n')).toEqual([
      ['Final Test', 45],
      ['Weekly sheets', 35],
      ['Discussion', 20],
    ]);
  });

  it('multiplies "two quizzes 15% each" and names the rest', () => {
    expect(weights('Evaluation: reading notes 30%, two quizzes 15% each, term essay 40%\n')).toEqual([
      ['Reading notes', 30],
      ['Quizzes', 30],
      ['Term essay', 40],
    ]);
  });

  it('multiplies "three tests each worth 20%" in a sentence and names the next clause after its period', () => {
    expect(weights('Grading\n\nThere will be three tests each worth 20%. Homework counts for 40%.\n')).toEqual([
      ['Tests', 60],
      ['Homework', 40],
    ]);
  });

  it('lets the total supply the count of "Each unit test = 25%" and splits it into the dated tests the schedule lists', () => {
    const text =
      'Schedule\nSep 18  UNIT TEST I\nOct 16  UNIT TEST II\nNov 20  UNIT TEST III\n\nMARKS: Each Unit Test = 25%\nLab notebook = 25%\n';
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.reduce((t, i) => t + i.weight, 0)).toBeCloseTo(100, 5);
    expect(items.find((i) => /notebook/i.test(i.title))?.weight).toBe(25);
    expect(items.filter((i) => /test/i.test(i.title)).reduce((t, i) => t + i.weight, 0)).toBeCloseTo(75, 5);
  });

  it('reads a table flattened by a learning platform, one cell per line, figure first', () => {
    const text =
      'How you are graded\n\n20%\n\nWeekly labs - submitted online - lowest one dropped\n\n30%\n\nCase reports - late policy applies\n\n50%\n\nFinal exam - in person\n';
    expect(weights(text)).toEqual([
      ['Weekly labs', 20],
      ['Case reports', 30],
      ['Final exam', 50],
    ]);
  });

  it('reads side-by-side scheme columns separated by tabs', () => {
    const text = 'Grade breakdown\nTest A\t\t25%\t\tTeam Project\t\t30%\nTest B\t\t25%\t\tJournal\t\t20%\n';
    expect(weights(text).sort()).toEqual([
      ['Journal', 20],
      ['Team Project', 30],
      ['Test A', 25],
      ['Test B', 25],
    ]);
  });

  it('reads a percent-first table under a "Percentage | Component" header', () => {
    expect(weights('Percentage\tComponent\n45\tStudio projects\n25\tMid-semester test\n30\tFinal test\n')).toEqual([
      ['Studio projects', 45],
      ['Mid-semester test', 25],
      ['Final test', 30],
    ]);
  });

  it('reads bare numbers in a column whose header names the unit', () => {
    expect(
      weights('Item Points\nSeminar Contribution 15\nMemo #1 (Markets) Individual 35\nFinal Exam Individual 50\n'),
    ).toEqual([
      ['Seminar Contribution', 15],
      ['Memo #1', 35],
      ['Final Exam', 50],
    ]);
  });

  it('reads points lines that add up to 100, not the per-item restatement in parentheses', () => {
    const text =
      'Grades:\n15 points on attending tutorials\n25 points on five worksheets (5 points on each worksheet)\n60 points on two tests (30 points on each test)\n';
    expect(weights(text)).toEqual([
      ['Attending tutorials', 15],
      ['Worksheets', 25],
      ['Tests', 60],
    ]);
  });

  it('reads a grade formula with coefficients, naming symbols from their legend', () => {
    const text =
      'Assessment\n\nNota final:  NF = 0,4·E + 0,35·TP + 0,25·Q\n\n  E  = Exame escrito (individual)\n  TP = Trabalho prático (em grupo)\n  Q  = Questionários semanais\n';
    expect(weights(text)).toEqual([
      ['Exame escrito', 40],
      ['Trabalho prático', 35],
      ['Questionários semanais', 25],
    ]);
  });

  it('never takes letter-grade cut-offs, ranges or late penalties for a scheme', () => {
    const text =
      'Grading scale\nA 90% - 100%\nB 80% - 89%\nC 70% - 79%\nLate assignments lose 10% per day; after 5 days 50% is deducted.\nAttendance below 80% fails the course.\n';
    expect(readSyllabus(text).items).toEqual([]);
  });

  it('says when the scheme was inferred, with a confidence below the layout reader’s', () => {
    const inferred = readSyllabus('Grades: 40% problem sets, 20% midterm, 40% final paper.\n', { fallbackYear: 2026 });
    expect(inferred.warnings).toContain(
      'The grading scheme was inferred from figures that add up to the whole: confirm its components.',
    );
    const table = readSyllabus(
      '| Component | Weight |\n|---|---|\n| Problem sets | 40% |\n| Midterm | 20% |\n| Final paper | 40% |\n',
      { fallbackYear: 2026 },
    );
    expect(table.warnings).not.toContain(
      'The grading scheme was inferred from figures that add up to the whole: confirm its components.',
    );
    expect(Math.max(...inferred.items.map((i) => i.confidence))).toBeLessThan(
      Math.min(...table.items.map((i) => i.confidence)),
    );
  });

  it('warns about weights that do not add to 100 and the year it assumed', () => {
    const r = readSyllabus('## Grading\n- Essay (due March 3): 30%\n- Final exam: 50%\n', { fallbackYear: 2031 });
    expect(r.warnings).toContain('Weights add to 80, not 100.');
    expect(r.warnings).toContain('Year assumed: 2031 (the outline states none).');
    expect(r.warnings).toContain('1 item has no date.');
  });
  it('prefers the finder when the layout reader summed a points table and a calendar that restates it', () => {
    // An LMS calendar repeats every scheme row as `Assignment<TAB>Midterm Exam 1 (150 pts)`; counted twice,
    // each exam fell to 7.9 % instead of 15 %.
    const text = readFileSync(
      new URL('../../../fixtures/syllabi-written/set6/01-lakemont-biol2150.txt', import.meta.url),
      'utf8',
    );
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.find((i) => i.title === 'Midterm Exam 1')?.weight).toBe(15);
    expect(items.find((i) => i.title === 'Final Exam')?.weight).toBe(25);
    expect(items.reduce((t, i) => t + i.weight, 0)).toBeCloseTo(100, 5);
  });
  it('does not count "Each Hourly Exam = 30%" by a schedule row above it, and reads a bare "Discussion" as taking part', () => {
    const text =
      'Schedule\n7-21 EXAM I\n8-4 EXAM II\n8-11 Population Regulation 52\n8-12 EXAM III\nGRADING: Each Hourly Exam = 30%\nDiscussion = 10%\n';
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.reduce((t, i) => t + i.weight, 0)).toBeCloseTo(100, 5);
    expect(items.filter((i) => /exam/i.test(i.title)).reduce((t, i) => t + i.weight, 0)).toBeCloseTo(90, 5);
    expect(items.find((i) => i.title === 'Discussion')).toMatchObject({ kind: 'participation', weight: 10 });
  });
  it('names "this will count 25%" by the subject of the clause before it', () => {
    const text =
      'Exams and Grading:\nThere will be three one-hour exams, each of which\nwill count 25% of the grade. The final will be a comprehensive exam; this will\ncount 25% of the grade.\n';
    expect(weights(text)).toEqual([
      ['One-hour exams', 75],
      ['Final', 25],
    ]);
  });
  it('reads "2 x Lab assignments @ 10% = 20%" in a bulleted scheme as the product, counted', () => {
    const text =
      'Assessment\n* Participation - 10%\n* 2 x Lab assignments @ 10% = 20%\n* Mid-term test - 30%\n* Final exam - 40%\n';
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.reduce((t, i) => t + i.weight, 0)).toBeCloseTo(100, 5);
    expect(items.filter((i) => /lab/i.test(i.title)).reduce((t, i) => t + i.weight, 0)).toBeCloseTo(20, 5);
  });
  it('splits a Portuguese component into the dated lists the schedule names', () => {
    const text =
      'AVALIAÇÃO\nProva: 50%\nListas de exercícios: 50%\n\nCRONOGRAMA\n1   20/08   Introdução       Lista 1 até 28/08\n2   03/09   Laços            Lista 2 até 11/09\n3   24/09   PROVA\n';
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.filter((i) => /^Lista \d/.test(i.title)).map((i) => [i.title, i.weight, i.due?.date])).toEqual([
      ['Lista 1', 25, '2026-08-28'],
      ['Lista 2', 25, '2026-09-11'],
    ]);
  });
  it('numbers members by a capitalised ordinal ("Primer parcial") and not by "the third lab session"', () => {
    const text =
      'Evaluación\n   Exámenes parciales (3 × 15 %) ..... 45 %\n   Examen final ..... 55 %\n\nExámenes parciales:\n   Primer parcial ..... jueves 17 de septiembre de 2026\n   Segundo parcial ..... martes 27 de octubre de 2026\n   Tercer parcial ..... jueves 26 de noviembre de 2026\n';
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.filter((i) => /parcial/i.test(i.title)).map((i) => [i.title, i.weight, i.due?.date])).toEqual([
      ['Primer parcial', 15, '2026-09-17'],
      ['Segundo parcial', 15, '2026-10-27'],
      ['Tercer parcial', 15, '2026-11-26'],
    ]);
    const labs = parseSyllabus(
      'Grading\nLab reports 80%\nFinal exam 20%\n\nThe analysis assignment is due at the start of your third lab session.\n',
      { fallbackYear: 2026 },
    );
    expect(labs.some((i) => /third|lab 3/i.test(i.title))).toBe(false);
  });
  it('dates an LMS block by its "Closes:" line, and leaves a practice "Quiz 0" beyond the stated count out of the split', () => {
    const text =
      'Assessment summary\nAssessment task\tWeight\tDue\nOnline quizzes (x2, 5% each)\t10%\tWeeks 2 and 4\nFinal exam\t90%\tExam period\n\nQuiz 0: Practice\nOpens: Monday, 27 July 2026, 9:00 AM\nCloses: Sunday, 2 August 2026, 11:59 PM\n\n' +
      'Quiz 1: Screening\nOpens: Monday, 3 August 2026, 9:00 AM\nCloses: Sunday, 9 August 2026, 11:59 PM\n\nQuiz 2: Baseline\nOpens: Monday, 17 August 2026, 9:00 AM\nCloses: Sunday, 23 August 2026, 11:59 PM\n';
    const quizzes = parseSyllabus(text, { fallbackYear: 2026 }).filter((i) => /quiz/i.test(i.title));
    expect(quizzes.map((i) => [i.weight, i.due])).toEqual([
      [5, { date: '2026-08-09', time: '23:59' }],
      [5, { date: '2026-08-23', time: '23:59' }],
    ]);
  });
});

describe('schemes spread over sections', () => {
  const para = (n: number) =>
    Array.from(
      { length: n },
      (_, k) => `Rule ${k + 1} of this part is explained here at some length for the reader.`,
    ).join('\n');
  it('reads weights that head their sections, past explanations holding other figures, and numbers "Second, …" by its ordinal', () => {
    const text = [
      'Course requirements',
      '',
      'Weekly Lab Worksheets (Individual) 15%',
      para(6),
      'A worksheet handed in a day late earns 80%; two days late = 50%.',
      para(10),
      'First, Written Test (Individual Grade) 25%',
      para(8),
      'The test has a short-answer part worth about 40% and a problems part worth about 60%.',
      para(8),
      'Second, Written Test (Individual Grade) 25%',
      para(16),
      'Field Study Report (Group Grade) 35%',
      para(5),
      'Schedule',
      'Mar 3 Test 1 (short answer 40%; problems 60%)',
      'Apr 28 Test 2 (short answer 40%; problems 60%)',
    ].join('\n');
    expect(weights(text)).toEqual([
      ['Weekly Lab Worksheets', 15],
      ['Written Test 1', 25],
      ['Written Test 2', 25],
      ['Field Study Report', 35],
    ]);
  });
});

describe('bare numbers named by graded work', () => {
  it('reads "Essays = 50" lines that add up to 100 without a unit, and not office or room numbers', () => {
    const text =
      'Instructor\nOffice: 214\nRoom: 86\n\nEvaluation\nYour raw score is computed as follows\nEssays = 50\nLab reports = 30\nQuizzes = 20\nLetter grades follow the raw score.\n';
    expect(weights(text)).toEqual([
      ['Essays', 50],
      ['Lab reports', 30],
      ['Quizzes', 20],
    ]);
  });
});

describe('per-item figures counted by a coordination', () => {
  it('reads "three unit tests and a final examination (cumulative), worth 50 points apiece"', () => {
    const text =
      'Examinations\nThere will be three unit tests and a final examination (cumulative), worth\n50 points apiece. Each unit test covers the material since the last one.\n';
    expect(weights(text)).toEqual([
      ['Unit tests', 75],
      ['Final examination', 25],
    ]);
  });
});

describe('names in sentences with verbs', () => {
  it('drops "will determine" / "will account for" and a date broken after its month from the names', () => {
    const text =
      'Course grade: The lab notebook scores will determine 30% of your grade. The test on March\n12 will account for 30% of your grade, and the final test will account for 40% of your\ngrade.\n';
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight, i.due?.date ?? null])).toEqual([
      ['Lab notebook scores', 30, null],
      ['Test', 30, '2026-03-12'],
      ['Final test', 40, null],
    ]);
  });
});

describe('a name before a colon that a sentence follows', () => {
  it('names "Reading journals: Weekly entries will be collected which will contribute to 20%" by the journals', () => {
    const text =
      'Course grade based upon:\n(1) Reading journals: Weekly entries will be collected which will contribute to 20% of the final grade.\n(2) Studio project: 50% of the final grade.\n(3) Written exam: 30% of the final grade.\n';
    expect(weights(text)).toEqual([
      ['Reading journals', 20],
      ['Studio project', 50],
      ['Written exam', 30],
    ]);
  });
});

describe('a per-item figure followed by its total', () => {
  it('reads "Unit tests, best 2 of 3, 150 points each 300 points possible" as the tests’ 300 points', () => {
    const text =
      'COURSE GRADE\nPractice sets 100 points possible\nUnit tests, best 2 of 3, 150 points each 300 points possible\nFinal exam 100 points possible\n500 points total\n';
    expect(weights(text)).toEqual([
      ['Practice sets', 20],
      ['Unit tests', 60],
      ['Final exam', 20],
    ]);
  });
});
