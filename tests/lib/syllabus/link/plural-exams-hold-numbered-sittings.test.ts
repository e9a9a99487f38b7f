// (plural-exams-hold-numbered-sittings) The scheme's only exam component, named in the plural and read as the final
// (its weight alone), is several sittings: the schedule's numbered exams are its members. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const read = (text: string) =>
  parseSyllabus(text, { fallbackYear: 2027 }).map((i) => [i.title, i.kind, i.due?.date ?? null, i.weight]);

describe('plural-exams-hold-numbered-sittings', () => {
  it('splits "Written Examinations" into the numbered exams the schedule dates', () => {
    const text = [
      'Grading',
      '',
      'Field notebook (20% of course grade)',
      '',
      'Written Examinations (75% of course grade)',
      '',
      'Participation (5% of course grade)',
      '',
      'Schedule',
      '',
      '#### Mon: Exam I Monday Feb 8th - exams returned Wednesday',
      '',
      '#### Wed: Exam 2 Wednesday, March 10th - exams returned Friday',
      '',
      '#### Fri: Exam 3 Friday, April 16th',
    ].join('\n');
    expect(read(text)).toEqual([
      ['Field notebook', 'other', null, 20],
      ['Exam I', 'midterm', '2027-02-08', 25],
      ['Exam 2', 'midterm', '2027-03-10', 25],
      ['Exam 3', 'midterm', '2027-04-16', 25],
      ['Participation', 'participation', null, 5],
    ]);
  });

  it('leaves a final named in the plural ("Final examinations") to its own day', () => {
    const text = [
      'Grading',
      '',
      'Field notebook (20% of course grade)',
      '',
      'Final Examinations (75% of course grade)',
      '',
      'Participation (5% of course grade)',
      '',
      'Schedule',
      '',
      '#### Mon: Exam I Monday Feb 8th',
      '',
      '#### Wed: Exam 2 Wednesday, March 10th',
    ].join('\n');
    expect(read(text).map(([t]) => t)).toEqual(['Field notebook', 'Final Examinations', 'Participation']);
  });
});
