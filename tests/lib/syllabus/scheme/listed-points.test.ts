// A grading scheme listed in one paragraph of prose in points, with the total the paragraph states. Invented examples.
import { describe, expect, it } from 'vitest';
import { antecedentName, countedName, listedPoints } from '../../../../lib/syllabus/scheme/listed-points.js';
import { labelScore } from '../../../../lib/syllabus/scheme/shares.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight]);

describe('points listed in prose', () => {
  const text = [
    'Lecture meets 50 min, discussion 50 min.',
    '',
    'GRADING: Graded work will consist of 2 unit exams worth 100 points each, 1 final exam (cumulative)',
    'worth 150 points, 20 reading responses worth 200 points (there are 22 but only 20 count), and 1 term',
    'paper worth 450 points. Total possible points = 1000.',
    '',
    'Grading scale: 900-1000 points = A, 800-899 points = B. Late papers lose 25 points a day.',
  ].join('\n');

  it('reads each count times its figure as a share of the stated total', () => {
    expect(listedPoints(text.split('\n'), 0, labelScore).map((s) => [s.title, s.value])).toEqual([
      ['Unit exams', 20],
      ['Final exam', 15],
      ['Reading responses', 20],
      ['Term paper', 45],
    ]);
    expect(weights(text).map(([, w]) => w)).toEqual([20, 15, 20, 45]);
  });

  it('names a figure by its count or article, up to the verb', () => {
    expect(countedName(' and the term paper will be worth', false)).toEqual({ name: 'Term paper', count: 1 });
    expect(countedName('Graded work is three quizzes worth', true)).toEqual({ name: 'Quizzes', count: 3 });
    // An article before the count: the count is read after it, not taken into the name.
    expect(countedName('. The five quizzes are worth', true)).toEqual({ name: 'Quizzes', count: 5 });
    // A figure two works share names neither.
    expect(countedName('Each lab report and the final exam count', false)).toBeNull();
  });

  it('reads no scheme when the figures miss the total, or only from a grading scale and penalties', () => {
    const off = text.replace('450 points', '500 points');
    expect(listedPoints(off.split('\n'), 0, labelScore)).toEqual([]);
    const scale = [
      'Grading: 900-1000 points = A; 800-899 points = B; late work loses 10 points a day; bonus 5 points.',
      'Total possible points = 1000.',
    ];
    expect(listedPoints(scale, 0, labelScore)).toEqual([]);
  });

  it('reads "a final, worth", "Paper 1 is worth", "two tests, each worth" and a total stated in a paragraph apart', () => {
    const src = [
      'There will be two tests, each worth 100 points. Paper 1 is worth 50 points, and a final, worth 150 points.',
      '',
      'Total possible points: 400',
    ];
    expect(listedPoints(src, 0, labelScore).map((s) => [s.title, s.value])).toEqual([
      ['Tests', 50],
      ['Paper 1', 12.5],
      ['Final', 37.5],
    ]);
  });

  it("reads only a whole list: a part of it adding to a part's own total is no scheme", () => {
    const src = [
      'Quiz 1 is worth up to 2 points. Quiz 2 is worth up to 2 points. Quiz 3 is worth up to 2 points.',
      'The reading log is worth a total of 6 points. The essay is worth up to 20 points.',
    ];
    expect(listedPoints(src, 0, labelScore)).toEqual([]);
  });

  it('counts "Each exam is worth" by the works the paragraph named before it (rule points-each-named-before)', () => {
    const src = [
      'Requirements: completion of three in-class examinations. Each exam is worth 100 points. One term',
      'paper is worth 100 points. Total possible points: 400.',
    ];
    expect(listedPoints(src, 0, labelScore).map((s) => [s.title, s.value, s.count])).toEqual([
      ['In-class examinations', 75, 3],
      ['Term paper', 25, null],
    ]);
    expect(antecedentName(' Each quiz is worth ', 'Five to six quizzes will be given. ')).toBeNull();
    expect(antecedentName(' Each quiz is worth ', 'Weekly quizzes will be given. ')).toBeNull();
  });

  it('reads, last, a list spread over neighbouring paragraphs with the stated total (rule points-listed-across-paragraphs)', () => {
    const src = [
      'Class participation is worth 30 points. Attend and take part.',
      '',
      'The term paper will be worth 60 points. Topics come later.',
      '',
      'The final exam is worth 60 points.',
      '',
      'Total possible points: 150',
    ];
    expect(listedPoints(src, 0, labelScore)).toEqual([]);
    expect(listedPoints(src, 0, labelScore, true).map((s) => [s.title, s.value])).toEqual([
      ['Class participation', 20],
      ['Term paper', 40],
      ['Final exam', 40],
    ]);
  });

  it('reads, last, a list without a stated total as shares of its sum (rule points-listed-summed)', () => {
    const src = [
      'Grading: the first two tests will be worth 100 points each and the final will be worth 150 points.',
      '',
      'Late work loses 10 points a day.',
    ];
    expect(listedPoints(src, 0, labelScore)).toEqual([]);
    expect(listedPoints(src, 0, labelScore, true).map((s) => [s.title, Math.round(s.value * 100) / 100])).toEqual([
      ['Tests', 57.14],
      ['Final', 42.86],
    ]);
    expect(weights(src.join('\n')).map(([, w]) => w)).toEqual([57.1429, 42.8571]);
    // One work is no scheme; nor is a list with a figure it cannot name, nor two lists on one page.
    expect(listedPoints(['The paper is worth 100 points.'], 0, labelScore, true)).toEqual([]);
    expect(listedPoints([src[0]!.replace('and the final', 'and 50 points go to what')], 0, labelScore, true)).toEqual(
      [],
    );
    expect(listedPoints([src[0]!, '', src[0]!], 0, labelScore, true)).toEqual([]);
  });
});
