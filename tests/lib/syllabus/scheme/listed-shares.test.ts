// A grading scheme listed in one run of prose, each component with its weight. Invented examples.
import { describe, expect, it } from 'vitest';
import { listedShares, workNamed } from '../../../../lib/syllabus/scheme/listed-shares.js';
import { labelScore } from '../../../../lib/syllabus/scheme/shares.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight]);

describe('schemes listed in prose', () => {
  it('names each parenthesised share by the work its clause opens with; a length is no cap', () => {
    const text = [
      'Meetings are twice a week. The requirements consist of:  a midterm exam on the first half',
      'of the course (25%), a final exam on the rest of the course (35%), and a term paper',
      'of at least twelve pages (40%).',
    ].join('\n');
    expect(listedShares(text.split('\n'), 0, labelScore).map((s) => [s.title, s.value])).toEqual([
      ['Midterm exam', 25],
      ['Final exam', 35],
      ['Term paper', 40],
    ]);
    // The whole reader finds the same run with the constraint finder (a length is no cap there either).
    expect(weights(text).map(([, w]) => w)).toEqual([25, 35, 40]);
  });

  it('reads a list parted by semicolons, a name wrapped over a line and numbered work', () => {
    const text = [
      'GRADES',
      '',
      'Your grade will be based on: participation 20% (attendance, short writing); a book report 20%; quiz',
      '#1 15%; quiz #2 15%; final paper 30%. Each part is graded on content.',
    ].join('\n');
    expect(weights(text)).toEqual([
      ['Participation', 20],
      ['Book report', 20],
      ['Quiz #1', 15],
      ['Quiz #2', 15],
      ['Final paper', 30],
    ]);
  });

  it('reads double-dash leaders and figures that name the work after them', () => {
    expect(weights('Grading: Test I--20%; Test II--30%; term paper (8 pp.)--20%; final exam--30%.')).toEqual([
      ['Test I', 20],
      ['Test II', 30],
      ['Term paper', 20],
      ['Final exam', 30],
    ]);
    expect(weights('The grade will be: 25% for the labs, 25% for the midterm and 50% for the final.')).toEqual([
      ['Labs', 25],
      ['Midterm', 25],
      ['Final', 50],
    ]);
  });

  it('reads an hour exam and work numbered "no. 2"', () => {
    expect(weights('Grades will be based 20% on the hour exam, 30% on the essays, and 50% on the final exam.')).toEqual(
      [
        ['Hour exam', 20],
        ['Essays', 30],
        ['Final exam', 50],
      ],
    );
    expect(weights(['Evaluation:', '', 'test no. 1 30%', 'test no. 2 30%', 'book review 40%'].join('\n'))).toEqual([
      ['Test no. 1', 30],
      ['Test no. 2', 30],
      ['Book review', 40],
    ]);
  });

  it('reads no scheme from cut-offs, figures that do not make the whole, or shares of something else', () => {
    const none = (t: string) => listedShares(t.split('\n'), 0, labelScore);
    expect(none('Scale: A = 90%, B = 80%, C = 70%, D = 60%.')).toEqual([]);
    expect(none('There will be a midterm (20%), a paper (20%) and a final (40%).')).toEqual([]);
    expect(none('Late papers lose 10%, 20% after two days, and 70% after a week.')).toEqual([]);
  });

  it('cuts a clause to the work it names', () => {
    expect(workNamed('a longer research paper of about 20 pages on a subject')).toBe('Longer research paper');
    expect(workNamed('class attendance and participation')).toBe('Class attendance and participation');
    expect(workNamed('students are also required to submit a short critical review')).toBe('Short critical review');
  });
});
