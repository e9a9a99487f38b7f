// Items and weights on real-outline layouts.
// Every outline here is invented for the test.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { blocks } from '../../../../lib/syllabus/scheme/layout.js';
import { segment } from '../../../../lib/syllabus/segment/lines.js';

const brief = (src: string) =>
  parseSyllabus(src, { fallbackYear: 2027 }).map((i) => ({
    title: i.title,
    kind: i.kind,
    weight: i.weight,
    date: i.due?.date ?? null,
  }));

describe('members named in schedule rows', () => {
  it('leaves off the topic, activity or LMS type printed before a member in a schedule row', () => {
    const items = brief(`ECON 210 — Spring 2027

Grading
Problem Sets 30%
Labs 30%
Final Exam 40%

Schedule
Mon Feb 1   Supply and Demand Problem Set 1
Mon Feb 8   Elasticity Problem Set 2
Mon Feb 15  Start Lab 1
Mon Feb 22  Finish Lab 2
Wed Mar 3   Assignment Problem Set 3
Wed Mar 10  lab Lab 3
`);
    expect(items.filter((i) => i.kind === 'assignment').map((i) => i.title)).toEqual([
      'Problem Set 1',
      'Problem Set 2',
      'Problem Set 3',
    ]);
    expect(items.filter((i) => i.kind === 'lab').map((i) => i.title)).toEqual(['Lab 1', 'Lab 2', 'Lab 3']);
  });

  it('keeps the words in front that belong to the component', () => {
    const items = brief(`Grading
Lab Reports 60%
Final Exam 40%

Mon Feb 1  Lab Report 1 due
Mon Feb 8  Lab Report 2 due
`);
    expect(items.map((i) => i.title)).toEqual(['Lab Report 1', 'Lab Report 2', 'Final Exam']);
  });
});

describe('a share "each" with no count on its line', () => {
  it('takes the count that completes the scheme', () => {
    const items = brief(`STAT 140 — Fall 2027

Course grade
Weekly problem sets 30%
Midterm exams 20% each
Final exam 30%
Grades of 90% and above earn an A.
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Weekly problem sets', 30],
      ['Midterm exams', 40],
      ['Final exam', 30],
    ]);
  });

  it('reads "20%/ea" as a share of each', () => {
    const items = brief(`Grading
Labs 20%
Two quizzes 15%/ea
Final 50%
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Labs', 20],
      ['Two quizzes', 30],
      ['Final', 50],
    ]);
  });

  it('leaves out a per-item share that restates a component of a scheme already whole', () => {
    const items = brief(`Grading
Quizzes 20%
Quizzes 5% each
Project 30%
Final exam 50%
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Quizzes', 20],
      ['Project', 30],
      ['Final exam', 50],
    ]);
  });
});

describe('one exams component holding a midterm and a final', () => {
  it('splits "Exams 40%" into the midterm and the final exam the outline dates', () => {
    const items = brief(`HIST 250 — Fall 2027

Assessment
Response papers 35%
Exams 40%
Participation 25%

There is one midterm examination and a final exam.

Calendar
Oct 14  Midterm Exam (in class)
Dec 9   Final Exam, 8:00-10:00
`);
    expect(items.filter((i) => i.kind === 'midterm' || i.kind === 'final')).toEqual([
      { title: 'Midterm Exam', kind: 'midterm', weight: 20, date: '2027-10-14' },
      { title: 'Final Exam', kind: 'final', weight: 20, date: '2027-12-09' },
    ]);
  });

  it('numbers the midterms "Exam 1", "Exam 2" when the outline does, and checks a stated count', () => {
    const items = brief(`Grading
Homework 40%
(3) Exams - 60%

Week 5: Exam 1 (Friday, Oct 8)
Week 9: Exam 2 (Friday, Nov 5)
Final Exam: Monday, Dec 13
`);
    expect(items.filter((i) => i.kind !== 'assignment').map((i) => [i.title, i.kind, i.weight, i.date])).toEqual([
      ['Exam 1', 'midterm', 20, '2027-10-08'],
      ['Exam 2', 'midterm', 20, '2027-11-05'],
      ['Final Exam', 'final', 20, '2027-12-13'],
    ]);
  });

  it('keeps the component whole when the outline says there is no final', () => {
    const items = brief(`Grading
Labs 50%
Exams 50%

Oct 8  Midterm exam
There is no final exam in this course.
`);
    expect(items.map((i) => i.title)).toEqual(['Labs', 'Exams']);
  });
});

describe('kinds of components named in other words', () => {
  it('reads the kind from words outlines use for taking part, written work, cases and exams', () => {
    const items = brief(`Grading:
iClicker questions 5%
Professionalism 5%
Peer and self-evaluation 5%
Code demos 10%
Rough drafts 5%
Valuation case 15%
Mid-terms 25%
9Homeworks 10%
Weekly Exam 20%
`);
    expect(Object.fromEntries(items.map((i) => [i.title, i.kind]))).toEqual({
      'iClicker questions': 'participation',
      Professionalism: 'participation',
      'Peer and self-evaluation': 'participation',
      'Code demos': 'assignment',
      'Rough drafts': 'assignment',
      'Valuation case': 'project',
      'Mid-terms': 'midterm',
      '9Homeworks': 'assignment',
      'Weekly Exam': 'midterm',
    });
  });

  it('keeps a lone exam component the final, but not several exams', () => {
    expect(brief('Grading\nPapers 60%\nExam 40%\n').find((i) => i.title === 'Exam')?.kind).toBe('final');
    expect(brief('Grading\nPapers 40%\nThree exams 60%\n').find((i) => i.title === 'Three exams')?.kind).toBe(
      'midterm',
    );
  });
});

describe('a count in parentheses', () => {
  it('takes "(25 points each)" for a figure, not for 25 members', () => {
    const items = brief(`You can earn up to 100 points:
1. Three Exams (20 points each).
2. Team project (25 points).
3. Homeworks (15 points).
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Three Exams', 60],
      ['Team project', 25],
      ['Homeworks', 15],
    ]);
  });
});

describe('bullet glyphs of PDF text', () => {
  it('reads "o", "●" and "(cid:120)" bullets as list markers, not as words of the name', () => {
    for (const mark of ['o', '●', '(cid:120)']) {
      const items = brief(
        `Your grade is determined as follows:\n${mark} Exam 1: 30%\n${mark} Exam 2: 30%\n${mark} Project: 40%\n`,
      );
      expect(items.map((i) => i.title)).toEqual(['Exam 1', 'Exam 2', 'Project']);
    }
  });
});

describe('a per-item figure before the weight', () => {
  it('names "Tests: 2 tests @ 20% each  40%" by the words before the per-item figure', () => {
    const items = brief(`Grading
- Tests: 2 tests @ 20% each 40%
- Essays (3 essays, 10% each) 30%
- Lab work 30%
`);
    expect(items.map((i) => [i.title, i.kind, i.weight])).toEqual([
      ['Tests', 'midterm', 40],
      ['Essays', 'assignment', 30],
      ['Lab work', 'lab', 30],
    ]);
  });
});

describe('a label wrapped over two lines', () => {
  it('reads a bullet whose label ends, with its weight, on the next line', () => {
    const items = brief(`Grades are computed as follows:
\uF0B7 Problem sets: 40%
\uF0B7 Final exam: 45%
\uF0B7 Participation in section, questions asked and, now and then, clear
progress over the term: 15%
`);
    expect(items.map((i) => [i.title, i.kind, i.weight])).toEqual([
      ['Problem sets', 'assignment', 40],
      ['Final exam', 'final', 45],
      ['Participation in section', 'participation', 15],
    ]);
  });
});

describe('a per-item share whose clause wraps before its figure', () => {
  it('counts "The four quizzes will each count" / "10% of the grade" four times', () => {
    const items = brief(`GRADES: Lab reports will make up 30% of your grade. The four quizzes will each count
10% of your course grade. The final exam will count for 30% of your grade and may replace
the lowest quiz (making the final worth 40% if that helps you). Letter grades follow the usual scale.
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Lab reports', 30],
      ['Quizzes', 40],
      ['Final exam', 30],
    ]);
  });
});

describe('names with a parenthesis of several clauses, and bracketed tags', () => {
  it('names a share by the words before a parenthesis that holds a semicolon, without its [tag]', () => {
    const items = brief(`Grade computation
8 Reading memos (best 8 of 12; the first one is ungraded) [Individual] 20%
Midterm case [Individual] 25%
Team presentation [Group] 20%
Final case [Individual] 35%
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Reading memos', 20],
      ['Midterm case', 25],
      ['Team presentation', 20],
      ['Final case', 35],
    ]);
  });
});

describe('points restated in prose', () => {
  it('takes the percentage that restates a share in points ("worth 150 points - for 30% of your grade")', () => {
    const items = brief(`Final grade based upon:
(1) Lab notebooks: contribute to 20% of the final grade (80 points total).
(2) Two midterm exams each worth 100 points. You can earn a maximum of 200 points - for
50% of your final grade (i.e. 25% per exam)
(3) Cumulative final exam worth 150 points - for 30% of your final grade.
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Lab notebooks', 20],
      ['Midterm', 50],
      ['Cumulative final exam', 30],
    ]);
  });

  it('names "N points each, M points total for the …" by the work counted before the parenthesis', () => {
    const items =
      brief(`Grading: 200 points total. Eight quizzes (online, 10 points each, 80 pts. total for the quizzes), eight
problem sets that apply the week's methods to real data (10 points each, 80 points total for the problem sets), and
four “field notes” (10 points each, 40 points total). Late work loses points.
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Quizzes', 40],
      ['Problem sets', 40],
      ['Field notes', 20],
    ]);
  });
});

describe('a label with a parenthesis beside a letter-grade column', () => {
  it('reads "Homework (best 10 out of 12) 20%" on a line that goes on with the grade scale', () => {
    const items = brief(`Grade: Homework (best 10 out of 12) 20% A 90-100 B- 70-75 D+ 50-55
Quizzes (best 2 of 3) 40% A- 85-90 C+ 65-70 D 45-50
Classwork (3 drops) 10% B+ 80-85 C 60-65 D- 40-45
Final Exam 30% B 75-80 C- 55-60 F < 40
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Homework', 20],
      ['Quizzes', 40],
      ['Classwork', 10],
      ['Final Exam', 30],
    ]);
  });

  it('still reads no label across a full stop', () => {
    // A figure named by nothing but a sentence end: no entry of any block, so no stray share either.
    const lines = segment('Outcomes LO1, LO2, LO5 (see handbook, section 2). Roughly 70 % new material\n');
    expect(blocks(lines).flat()).toEqual([]);
  });
});

describe('a scheme line opened by its heading word', () => {
  it('reads "Grading: • 3 Examinations @ 20% each," as examinations (count 3), split by the dated schedule', () => {
    const items = brief(`Grading: • 3 Examinations @ 20% each,
• Term project @ 40%

Schedule
Oct 6   Examination 1
Nov 3   Examination 2
Dec 1   Examination 3
`);
    expect(items.map((i) => [i.title, i.kind, i.weight, i.date])).toEqual([
      ['Examination 1', 'midterm', 20, '2027-10-06'],
      ['Examination 2', 'midterm', 20, '2027-11-03'],
      ['Examination 3', 'midterm', 20, '2027-12-01'],
      ['Term project', 'project', 40, null],
    ]);
  });
});

describe('extra credit listed after the scheme', () => {
  it('leaves out the items listed under an extra-credit line once the shares make the whole', () => {
    const items = brief(`Grade breakdown

Lab Assignments 30%  (6 x 5%)

Homework 30%  (6 x 5% each)

Midterm 15%

Final Exam 25%

Extra credit – up to 2%

Syllabus quiz 0.5%

Office-hours visit 1%
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Lab Assignments', 30],
      ['Homework', 30],
      ['Midterm', 15],
      ['Final Exam', 25],
    ]);
  });
});

describe('two modifiers sharing one noun', () => {
  it('names "written (20%) and oral (15%) reports" as written reports and oral reports', () => {
    const items = brief(`How the grade is made up

35%

split between written (20%) and oral (15%) reports

25%

midterm

40%

final exam
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Written reports', 20],
      ['Oral reports', 15],
      ['Midterm', 25],
      ['Final exam', 40],
    ]);
  });
});

describe('names joined by a comma before a label colon', () => {
  it('keeps "Section quizzes, worksheets" whole when the colon follows them', () => {
    const items = brief(`Final grade based upon:
(1) Section quizzes, worksheets: contribute to 20% of the final grade.
(2) Midterm exam: contributes 35% of the final grade.
(3) Final exam: contributes 45% of the final grade.
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Section quizzes, worksheets', 20],
      ['Midterm exam', 35],
      ['Final exam', 45],
    ]);
  });
});

describe('points and a percentage of the grade in one parenthesis', () => {
  it('takes the percentage of the grade as the weight, the points as a detail', () => {
    const items = brief(`Course requirements

2 Exams (200 Points, 100 each; 50% of total course grade)
Both exams are in class.

Field report (120 Points; 30% of total grade)

Reading quizzes (60 Points; 20% of total grade)
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Exams', 50],
      ['Field report', 30],
      ['Reading quizzes', 20],
    ]);
  });
});
