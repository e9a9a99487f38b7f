// Rules of the constraint finder (lib/syllabus/scheme/shares.ts), each on an invented minimal example of its one
// shape: how a share is named, how a product states a count, and which run of shares is the scheme.
import { describe, expect, it } from 'vitest';
import {
  colonLabelOfLine,
  findShares,
  nameBeforeComma,
  pairEach,
  productOf,
  restatesFigureBefore,
  sentenceSubject,
} from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (text: string) =>
  (findShares(text.split('\n'))?.components ?? []).map((c) => [c.title, c.weight, c.count]);

describe('naming a share', () => {
  it('names a figure right after a comma by the clause before the comma', () => {
    const text = 'and class participation, 15 percent.';
    const index = text.indexOf('15');
    expect(nameBeforeComma(text, index - 1, index, 0)).toBe('class participation');
    expect(nameBeforeComma('Quizzes 20%', 8, 8, 0)).toBe('');
    expect(
      scheme(
        'Grades\nThe project will account for 50 percent of the grade;\nthe labs 35 percent, and class participation, 15 percent.',
      ),
    ).toEqual([
      ['Project', 50, null],
      ['Labs', 35, null],
      ['Class participation', 15, null],
    ]);
  });

  it('names a figure alone after a dash on its line by the label wrapped above it', () => {
    expect(scheme('Grading\nMidterm 50%\nAttendance and Discussion Participation\n- 50%')).toEqual([
      ['Midterm', 50, null],
      ['Attendance and Discussion Participation', 50, null],
    ]);
  });

  it('takes the "Name:" a wrapped line opens with over words that name no work', () => {
    const text = 'Final Exam: in class, open book, open\nnotes (40%)';
    expect(colonLabelOfLine(text, text.indexOf('40'), 0)).toBe('Final Exam');
    expect(colonLabelOfLine('Grading: open notes (40%)', 20, 0)).toBe('');
    const numbered = '1- Midterm exam, essay and objective\nquestions of several\n(varieties) 30%';
    expect(colonLabelOfLine(numbered, numbered.indexOf('30'), 0)).toBe('Midterm exam');
    expect(scheme('Grading\nEssays 60%\nFinal Exam: in class, open book, open\nnotes (40%)')).toEqual([
      ['Essays', 60, null],
      ['Final Exam', 40, null],
    ]);
  });

  it('ends a label at a line that ends with its own figure, "each" included', () => {
    expect(scheme('Grading\n3 quizzes @ 20% each\nfinal exam 40%')).toEqual([
      ['Quizzes', 60, 3],
      ['Final exam', 40, null],
    ]);
  });
});

describe('a product states the share and its count', () => {
  it('reads "10%x5=50%" and "5 x 10% = 50%" as one share of 50 with five members', () => {
    const a = 'papers (10%x5=50%)';
    const ten = [...a.matchAll(/(\d+)%/g)];
    expect(productOf(a, ten[0]!.index!, ten[0]!.index! + 3, 0, ten[1]!, 10)).toEqual({ n: 5 });
    expect(productOf('quiz 10% and 50%', 5, 8, 0, [...'quiz 10% and 50%'.matchAll(/(\d+)%/g)][1]!, 10)).toBeNull();
    expect(scheme('Grading\nfive short papers (10%x5=50%)\nfinal exam 50%')).toEqual([
      ['Short papers', 50, 5],
      ['Final exam', 50, null],
    ]);
    expect(scheme('Grading\nPapers (5 x 10% = 50%)\nFinal 50%')).toEqual([
      ['Papers', 50, 5],
      ['Final', 50, null],
    ]);
  });
});

describe('choosing the run', () => {
  it('prefers a whole one-line scheme to a run that drops its first share for a sub-breakdown below', () => {
    const text = [
      'GRADING: Test #1 - 20%, Test #2 - 20%, Quizzes - 20%, Lab Exercises - 20%, Project - 20%',
      '',
      'The project has two parts:',
      'Paper 5%',
      'Presentation 15%',
    ].join('\n');
    expect(scheme(text).map((c) => c[0])).toEqual(['Test 1', 'Test 2', 'Quizzes', 'Lab Exercises', 'Project']);
  });
});

describe('tables flattened one cell per line', () => {
  it('skips lines of table rules alone between a name and its figure', () => {
    expect(scheme('Grading\nHomework\n|\n40%\n---|---\nExams\n|\n60%')).toEqual([
      ['Homework', 40, null],
      ['Exams', 60, null],
    ]);
  });

  it('names every figure of a list of "Name:" lines from above, a last name without a colon included', () => {
    expect(
      scheme('Grading\nQuizzes:\n20%\nHourly:\n20%\nPaper:\n30%\nFinal\n30%\nReadings: see the course pack'),
    ).toEqual([
      ['Quizzes', 20, null],
      ['Hourly', 20, null],
      ['Paper', 30, null],
      ['Final', 30, null],
    ]);
  });
});

describe('a per-member share in parentheses', () => {
  it('restates the figure just before it, not one before a parenthesis of its own or a first figure', () => {
    const restate = 'Homework 30 points on three sets (10 points';
    expect(restatesFigureBefore(restate, restate.indexOf('points') + 6, restate.length - 9, 1)).toBe(true);
    const own = 'the two papers (15% each) and three exams (';
    expect(restatesFigureBefore(own, own.indexOf('%') + 1, own.length, 1)).toBe(false);
    expect(restatesFigureBefore('two papers (', 0, 12, 0)).toBe(false);
    expect(scheme('Grades will be based on the two papers (15% each) and three exams (23.3%\neach).')).toEqual([
      ['Two papers', 30, 2],
      ['Exams', 69.9, 3],
    ]);
  });
});

describe('a label that is only a verb phrase', () => {
  it('yields to the subject of the sentence it ends', () => {
    const text = 'Exams are 80%. Brief quizzes will be given weekly, and cumulatively will count as 20%';
    const at = text.indexOf('and cumulatively');
    expect(sentenceSubject(text, at, text.indexOf('%') + 1)).toBe('Brief quizzes');
    expect(sentenceSubject('It will rain, and will count as', 14, 0)).toBe('');
    expect(scheme(`Grading\n${text}.`)).toEqual([
      ['Exams', 80, null],
      ['Brief quizzes', 20, null],
    ]);
  });
});

describe('numbered items', () => {
  it('names a figure wrapped under a numbered item by the name the item opens with', () => {
    expect(
      scheme(
        'Grading\n1- Midterm exam, a combination of essay and objective\n(several varieties) 40%\n\n2- Attendance and participation 60%',
      ),
    ).toEqual([
      ['Midterm exam', 40, null],
      ['Attendance and participation', 60, null],
    ]);
  });
});

describe('two works sharing one per-member figure', () => {
  it('gives each of "A and B each count N%" the figure', () => {
    expect(pairEach('while the short paper and midterm exam (option 1) each count toward ')).toEqual([
      'short paper',
      'midterm exam',
    ]);
    expect(pairEach('the rain and the wind each count toward ')).toBeNull();
    expect(
      scheme(
        'Grading\nThe final exam counts toward 50% of the grade, while the short paper and midterm exam each count toward 25%.',
      ),
    ).toEqual([
      ['Final exam', 50, null],
      ['Short paper', 25, null],
      ['Midterm exam', 25, null],
    ]);
  });
});

describe('parts in parentheses and lettered lists', () => {
  it('replaces a share by the parts in the parenthesis after it that add up to it', () => {
    expect(
      scheme(
        'Grading\nGrading will be based on: 40% for your report (10% for the summary; 20% for the paper; 10% for the\nrewrite); 20% for the\nmidterm test; and 40% for the final examination.',
      ).map((c) => c[1]),
    ).toEqual([10, 20, 10, 20, 40]);
  });

  it('names a figure after a sentence that ends before its parenthesis, and drops the letter of the item', () => {
    expect(
      scheme(
        'Grading\nA. Examinations (30%)\nB. Quality of the analysis of Case studies. (30%)\nC. Contributions to online discussions. (40%)',
      ),
    ).toEqual([
      ['Examinations', 30, null],
      ['Case studies', 30, null],
      ['Contributions to online discussions', 40, null],
    ]);
  });
});

describe('a run named before each figure', () => {
  it('names a figure that opens its line by the end of the line above', () => {
    expect(
      scheme(
        'Grading Scheme: Class participation 10% Progress Reports 10% Essay\n30% Mid-Term Test 20% Final Exam 30%',
      ),
    ).toEqual([
      ['Class participation', 10, null],
      ['Progress Reports', 10, null],
      ['Essay', 30, null],
      ['Mid-Term Test', 20, null],
      ['Final Exam', 30, null],
    ]);
  });
});

describe('a points scheme in one sentence', () => {
  it('reads "each" opening the next line, a total led by "a total of", and a parenthesis over a line break', () => {
    const text = [
      'Grading',
      'Final grades will be based on a total of 400 points: 3 exams worth 100 points',
      'each; a map quiz worth 25 points; and 15 short writing assignments (one-',
      'minute papers) worth 5 points each for a total of 75 points.',
    ].join('\n');
    expect(scheme(text).map((c) => [c[1], c[2]])).toEqual([
      [75, 3],
      [6.25, null],
      [18.75, 15],
    ]);
  });

  it('does not take "Each" opening a sentence on the next line for a per-member figure', () => {
    expect(scheme('Grading\nTwo presentations 40%\nEach group will present one case.\nFinal exam 60%')).toEqual([
      ['Presentations', 40, 2],
      ['Final exam', 60, null],
    ]);
  });
});
