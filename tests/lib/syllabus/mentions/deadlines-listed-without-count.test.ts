// A component named in the plural whose deadlines are listed without a count: "Response papers are due on
// February 11, March 25, and April 29", or a paragraph about the work ("Source analyses ask you to …") whose
// later sentence gives them ("Due by 5:00 p.m. February 11, March 25 and April 29."). Member k is due on day k.
// A stop after "p.m." before a month ends no sentence. Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const dated = (text: string) =>
  parseSyllabus(text, { fallbackYear: 2027 }).map((i) => [i.title, i.weight, i.due?.date ?? null]);

describe('deadlines listed without a count', () => {
  it('splits a plural component over the days its sentence lists', () => {
    const text = [
      'Grading: participation 10%, response papers 30%, midterm 30%, final 30%.',
      '',
      'Response papers are due on February 11, March 25, and April 29.',
      '',
    ].join('\n');
    expect(dated(text)).toEqual([
      ['Participation', 10, null],
      ['Response paper 1', 10, '2027-02-11'],
      ['Response paper 2', 10, '2027-03-25'],
      ['Response paper 3', 10, '2027-04-29'],
      ['Midterm', 30, null],
      ['Final', 30, null],
    ]);
  });

  it('reads the list in a later sentence of a paragraph about the work', () => {
    const text = [
      'Grading: Participation 10%, Source Analyses 30%, Midterm 30%, Final 30%.',
      '',
      'Source Analyses ask you to weigh one ancient text each. Guidelines will',
      'be circulated in advance. Due by 5:00 p.m. February 11, March 25 and',
      'April 29.',
      '',
    ].join('\n');
    expect(dated(text).filter(([t]) => /source/i.test(String(t)))).toEqual([
      ['Source Analysis 1', 10, '2027-02-11'],
      ['Source Analysis 2', 10, '2027-03-25'],
      ['Source Analysis 3', 10, '2027-04-29'],
    ]);
  });
});
