// (count-of-the-best-kept) The scheme counts the members kept ("the four best quiz grades"), the schedule dates every
// one sat ("Quiz 1" … "Quiz 5"): the dated run one or two past the count is the component's members when the outline
// says the lowest are dropped. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const read = (text: string) =>
  parseSyllabus(text, { fallbackYear: 2027 }).map((i) => [i.title, i.due?.date ?? null, i.weight]);

const outline = (policy: string) =>
  [
    'Grading',
    '',
    `There will be five quizzes on the readings. ${policy}`,
    '',
    '* Four quizzes (4 x 5%) 20%',
    '* Field journal 80%',
    '',
    'Schedule',
    '',
    '* Feb 1: Tide pools (Quiz 1)',
    '* Feb 15: The reef (Quiz 2)',
    '* Mar 1: Kelp forests (Quiz 3)',
    '* Mar 15: The deep (Quiz 4)',
    '* Apr 5: Estuaries (Quiz 5)',
  ].join('\n');

describe('count-of-the-best-kept', () => {
  it('splits the quizzes into the five the schedule dates when the lowest is dropped', () => {
    expect(read(outline('I will drop the lowest quiz grade.'))).toEqual([
      ['Quiz 1', '2027-02-01', 4],
      ['Quiz 2', '2027-02-15', 4],
      ['Quiz 3', '2027-03-01', 4],
      ['Quiz 4', '2027-03-15', 4],
      ['Quiz 5', '2027-04-05', 4],
      ['Field journal', null, 80],
    ]);
  });

  it('leaves the component whole when nothing is said of dropping any', () => {
    expect(read(outline('Bring a pencil.')).map(([t]) => t)).toEqual(['Four quizzes', 'Field journal']);
  });
});
