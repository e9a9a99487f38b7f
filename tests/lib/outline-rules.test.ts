// Drop-lowest and best-N-of-M rules read from outline text.
import { describe, expect, it } from 'vitest';
import { findGroupRules } from '../../lib/grades/outline-rules.js';

const titles = (...t: string[]) => t.map((title) => ({ title }));
const quizzesAndLabs = titles(
  'Quiz 1',
  'Quiz 2',
  'Quiz 3',
  'Quiz 4',
  'Lab 1',
  'Lab 2',
  'Lab 3',
  'Lab 4',
  'Midterm',
  'Final exam',
);

describe('findGroupRules', () => {
  it('reads "the lowest quiz is dropped" and "best 3 of the 4 labs" and ties each to its series', () => {
    const text =
      'Grading\nQuizzes 20%, labs 8%.\n\nThe lowest quiz grade is dropped. Only your best 3 of the 4 labs count.';
    expect(findGroupRules(text, quizzesAndLabs)).toEqual({
      rules: [
        { group: 'Quiz', dropLowest: 1 },
        { group: 'Lab', bestOf: 3 },
      ],
      groups: ['Quiz', 'Quiz', 'Quiz', 'Quiz', 'Lab', 'Lab', 'Lab', 'Lab', null, null],
    });
  });

  it('reads counts in words and abbreviations outlines number items by', () => {
    const hw = titles(...Array.from({ length: 10 }, (_, i) => `HW ${i + 1}`), 'Final Exam');
    const text = 'Homework: the lowest two homework scores are dropped, so each of the eight that count is worth 2.5%.';
    expect(findGroupRules(text, hw).rules).toEqual([{ group: 'HW', dropLowest: 2 }]);
  });

  it('takes the series from a heading just above a rule that does not name it', () => {
    const tests = titles('Listening test 1', 'Listening test 2', 'Listening test 3', 'Listening test 4', 'Essay');
    const text =
      'Listening tests (20%)\nFour tests in class. Your best three marks count towards this component; the lowest is dropped.';
    expect(findGroupRules(text, tests).rules).toEqual([{ group: 'Listening test', bestOf: 3 }]);
  });

  it('finds nothing in look-alikes: no drop word, no count, a rule that would leave nothing, no series', () => {
    const text = [
      'The lowest quiz mark needed to pass is 50.', // lowest, but nothing is dropped
      'Follow best practices for your labs.', // best, no count
      'The lowest 4 labs are dropped.', // would drop every lab
    ].join('\n');
    expect(findGroupRules(text, quizzesAndLabs)).toEqual({ rules: [], groups: quizzesAndLabs.map(() => null) });
    expect(findGroupRules('The lowest quiz is dropped.', titles('Quiz', 'Midterm')).rules).toEqual([]);
  });

  it('keeps the first rule a series gets', () => {
    const text = 'The lowest quiz is dropped. Best 2 of the 4 quizzes count.';
    expect(findGroupRules(text, quizzesAndLabs).rules).toEqual([{ group: 'Quiz', dropLowest: 1 }]);
  });

  it('answers adversarial inputs of up to 800,000 characters in linear time', () => {
    const units: Array<[string, number]> = [
      ['best ', 40_000],
      ['lowest dropped quiz ', 10_000],
      [':', 200_000],
      ['Quiz 1 ', 28_000],
      ['(', 200_000],
    ];
    // The fastest of five runs, so one pause of a shared machine does not count.
    const time = (text: string) => {
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 5; run += 1) {
        const started = performance.now();
        findGroupRules(text, quizzesAndLabs);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    for (const [unit, count] of units) {
      const small = time(unit.repeat(count / 16));
      const large = time(unit.repeat(count * 4));
      // Sixty-four times the input: linear work takes about 64 times as long (string and collector costs that
      // step up with size have been seen to add up to 7 times that on a loaded machine), a quadratic blow-up
      // 4,096 times, backtracking more.
      expect(large / small, `${JSON.stringify(unit)}: ${small.toFixed(2)} → ${large.toFixed(2)} ms`).toBeLessThan(1024);
    }
  });
});
