// Rule share-and-the-remainder: one or a few shares of the grade, and the rest given to named work without a
// figure (or with the one that completes it). Invented outlines.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { shareAndRemainder } from '../../../../lib/syllabus/scheme/share-and-remainder.js';
import type { Share } from '../../../../lib/syllabus/scheme/shares.js';

const read = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).items.map((i) => [i.title, Math.round(i.weight * 100) / 100]);

describe('share-and-the-remainder', () => {
  it('names the remainder by the clause before it ("the labs and worksheets cover the remainder")', () => {
    const text = [
      'Botany 101',
      '',
      'The research project will be worth seventy per cent of your final grade, the labs and worksheets',
      'cover the remainder. Late work is not accepted.',
    ].join('\n');
    expect(read(text)).toEqual([
      ['Research project', 70],
      ['Labs and worksheets', 30],
    ]);
  });

  it('names the remainder by the words after its verb ("The remainder of the grade will be based upon …")', () => {
    const text = [
      'Seminar in Geology',
      '',
      'One field report will constitute 60 percent of the seminar grade. The remainder',
      'of the grade will be based upon the weekly quizzes. Reports are due in May.',
    ].join('\n');
    const got = read(text);
    expect(got).toHaveLength(2);
    expect(got[1]).toEqual(['Weekly quizzes', 40]);
  });

  it('takes a remaining figure only when it completes the shares read', () => {
    const share = (title: string, value: number, line: number): Share => ({
      value,
      unit: '%',
      count: null,
      title,
      rest: '',
      line,
      stream: 0,
      labelScore: 1,
      bonus: false,
      total: false,
    });
    const raw = [
      'These reports will count for **80%** of your grade for this',
      'course. Class participation, a mix of attendance and readiness to',
      'answer questions, will count for the remaining',
      '**20%**. Come and see me.',
    ];
    expect(shareAndRemainder([share('These reports', 80, 0)], raw)?.map((c) => [c.title, c.weight])).toEqual([
      ['These reports', 80],
      ['Class participation', 20],
    ]);
    expect(shareAndRemainder([share('These reports', 75, 0)], raw)).toBeNull();
  });

  it('reads nothing when the remainder names no graded work or the shares weigh too little', () => {
    expect(
      read('The midterm exam will be worth 70% of the grade; the rest of the grade is up to chance and luck.\n'),
    ).toEqual([]);
    expect(read('The midterm exam will be worth 30% of the grade; the quizzes cover the remainder.\n')).toEqual([]);
  });
});
