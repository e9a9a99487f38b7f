// The calibration stage's features, computed from a reader's answer and the outline text only.
// Invented outlines and answers.
import { describe, expect, it } from 'vitest';
import {
  dayMentions,
  FEATURE_NAMES,
  features,
  type ReadItem,
  seriesKey,
  statedFigures,
} from '../../../../lib/syllabus/calibrate/features.js';

const item = (over: Partial<ReadItem>): ReadItem => ({
  title: 'Essay',
  kind: 'assignment',
  due: null,
  weight: 10,
  confidence: 0.8,
  ...over,
});

const named = (x: number[]) => Object.fromEntries(FEATURE_NAMES.map((n, k) => [n, x[k]]));

const TEXT = [
  'PHIL 120, Spring 2027',
  'Grading: Essay 1 25%, Essay 2 25%, Quizzes 20%, Final exam 30%',
  'Feb 4   Essay 1 due',
  'Mar 11  Essay 2 released; due Mar 25',
  'Quiz dates in class.',
].join('\n');

const ANSWER = {
  items: [
    item({ title: 'Essay 1', weight: 25, confidence: 0.9, due: { date: '2027-02-04', time: null } }),
    item({ title: 'Essay 2', weight: 25, confidence: 0.9, due: { date: '2027-03-11', time: '17:00' } }),
    item({ title: 'Quizzes', kind: 'quiz', weight: 20, confidence: 0.7 }),
    item({ title: 'Final exam', kind: 'final', weight: 30, confidence: 0.9, due: { date: '2026-05-02', time: null } }),
  ],
  warnings: ['1 item has no date.'],
};

describe('calibration features', () => {
  it('gives one vector per item, one value per named feature', () => {
    const xs = features(TEXT, ANSWER);
    expect(xs).toHaveLength(4);
    for (const x of xs) {
      expect(x).toHaveLength(FEATURE_NAMES.length);
      expect(x.every(Number.isFinite)).toBe(true);
    }
    expect(new Set(FEATURE_NAMES).size).toBe(FEATURE_NAMES.length);
  });

  it('reads the answer: kind, dates, the scheme adding to 100, and a series of numbered members', () => {
    const [essay1, essay2, quizzes, final] = features(TEXT, ANSWER).map(named);
    expect(essay1).toMatchObject({
      raw_confidence: 0.9,
      kind_assignment: 1,
      kind_quiz: 0,
      has_due: 1,
      due_has_time: 0,
    });
    expect(essay2).toMatchObject({ due_has_time: 1, in_series: 1, title_number: 1 });
    expect(quizzes).toMatchObject({
      kind_quiz: 1,
      has_due: 0,
      in_series: 0,
      title_number: 0,
      undated_among_dated: 0.75,
    });
    expect(final).toMatchObject({ sum_is_100: 1, sum_off: 0, weight_share: 0.3, weight_whole: 1 });
    expect(essay1!.log_items).toBeCloseTo(Math.log(5));
  });

  it('reads the text: stated figures, titles found, the year, and where each day is printed', () => {
    const [essay1, essay2, quizzes, final] = features(TEXT, ANSWER).map(named);
    expect([essay1!.weight_stated, quizzes!.weight_stated, final!.weight_stated]).toEqual([1, 1, 1]);
    expect(essay1).toMatchObject({
      title_found: 1,
      year_in_text: 1,
      due_in_text: 1,
      due_by_title: 1,
      due_line_says_due: 1,
    });
    expect(essay1!.due_year_stated).toBe(1);
    // Essay 2's row gives a release day and a later due day: the answer took the first.
    expect(essay2).toMatchObject({ due_in_text: 1, due_line_says_release: 1, due_line_later_day: 1 });
    // The final's day (May 2) is printed nowhere, and its year is not the outline's.
    expect(final).toMatchObject({ due_in_text: 0, due_by_title: 0, due_year_stated: 0, due_outlier: 1 });
  });

  it('flags a day shared by two items and a numbered member dated before the one it follows', () => {
    const answer = {
      items: [
        item({ title: 'Lab 1', kind: 'lab', due: { date: '2027-03-10', time: null } }),
        item({ title: 'Lab 2', kind: 'lab', due: { date: '2027-03-03', time: null } }),
        item({ title: 'Midterm', kind: 'midterm', due: { date: '2027-03-03', time: null } }),
      ],
      warnings: [],
    };
    const [lab1, lab2, midterm] = features('Labs and a midterm.', answer).map(named);
    expect([lab1!.due_out_of_order, lab2!.due_out_of_order, midterm!.due_out_of_order]).toEqual([1, 1, 0]);
    expect([lab1!.due_shared, lab2!.due_shared, midterm!.due_shared]).toEqual([0, 1, 1]);
    expect([lab1!.series_equal_split, lab1!.weight_whole]).toEqual([0, 1]);
  });

  it('marks an undated item its title sits beside a date, and an equal split of a group', () => {
    const answer = {
      items: [
        item({ title: 'Quiz 1', kind: 'quiz', weight: 6.6667 }),
        item({ title: 'Quiz 2', kind: 'quiz', weight: 6.6667 }),
        item({ title: 'Quiz 3', kind: 'quiz', weight: 6.6667 }),
      ],
      warnings: [],
    };
    const xs = features('Quizzes 20%\n9/14 Quiz 1\nQuiz 3 in week 9\n', answer).map(named);
    expect(xs.map((x) => x.undated_title_by_date)).toEqual([1, 0, 0]);
    expect(xs.map((x) => x.series_equal_split)).toEqual([1, 1, 1]);
    expect(xs[0]!.log_series).toBeCloseTo(Math.log(3));
  });

  it('uses what a richer reader adds (a date confidence, unplaced deliverables) when present', () => {
    const answer = {
      items: [item({ due: { date: '2027-02-04', time: null }, dueConfidence: 0.4 })],
      warnings: [],
      unplaced: [{}, {}, {}],
    };
    const [x] = features('Essay due Feb 4 2027', answer).map(named);
    expect(x).toMatchObject({ raw_due_confidence: 0.4, has_raw_due_confidence: 1 });
    expect(x!.log_unplaced).toBeCloseTo(Math.log(4));
  });

  it('finds month-days in the usual forms, both ways round when numeric', () => {
    const at = dayMentions(['Oct 3 quiz', '3 October essay', '10/4 lab', '2027-10-05 exam', 'nothing here 12']);
    expect(at.get('10-03')).toEqual([0, 1]);
    expect(at.get('10-04')).toEqual([2]);
    expect(at.get('04-10')).toEqual([2]);
    expect(at.get('10-05')).toEqual([3]);
    expect([...statedFigures('Labs 12.5%, quizzes 20 percent, final 150 points, 3 essays')].sort()).toEqual([
      '12.5',
      '150',
      '20',
    ]);
    expect(seriesKey({ title: 'Quiz #3', kind: 'quiz' })).toBe('quiz|quiz');
  });

  it('answers an empty reading with no vectors, and bounds its title lookups on a long text', () => {
    expect(features('anything', { items: [], warnings: [] })).toEqual([]);
    const many = {
      items: Array.from({ length: 300 }, (_, i) =>
        item({ title: `Quiz ${i + 1}`, due: { date: '2027-01-05', time: null } }),
      ),
      warnings: [],
    };
    const xs = features('Jan 5 Quiz 1\n'.repeat(20_000), many);
    expect(xs).toHaveLength(300);
    // Titles past the lookup bound are not searched for.
    expect(named(xs[250]!).title_found).toBe(0);
  });
});
