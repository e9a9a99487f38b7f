// (number-wrapped-in-its-link) A link's text wrapped right before its number by a converter ("**[QUIZ\n2](q2.htm)**"):
// the number and the address go back onto the line of the text, the line below keeps what follows them, so a
// quiz is read with its number and a day with its month. Invented examples.
import { describe, expect, it } from 'vitest';
import { joinNumberWrappedInLink } from '../../../../lib/syllabus/clean/md-images-links.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('number-wrapped-in-its-link', () => {
  it('puts the number back onto its link text, every line kept', () => {
    expect(joinNumberWrappedInLink('Tide pools [Reader](r.htm)  **[QUIZ\n2](q2.htm)**  \nnext line')).toBe(
      'Tide pools [Reader](r.htm)  **[QUIZ 2](q2.htm)\n**  \nnext line',
    );
    expect(joinNumberWrappedInLink('Week of [October\n12](wk6.htm): reefs')).toBe(
      'Week of [October 12](wk6.htm)\n: reefs',
    );
    expect(joinNumberWrappedInLink('[Lab report\n#3](lab3.htm)')).toBe('[Lab report #3](lab3.htm)\n');
    expect(joinNumberWrappedInLink('[Unit\nIV](u4.htm) notes')).toBe('[Unit IV](u4.htm)\n notes');
  });

  it('leaves other wrapped links and lone numbers alone', () => {
    for (const text of [
      '[The reef at\nnight](reef.htm)',
      '[Quiz\n2 and 3](q.htm)',
      'Quiz\n2](q2.htm)',
      '![Figure\n2](f2.png)',
      '[Readings 1-\n12](r.htm)',
    ])
      expect(joinNumberWrappedInLink(text)).toBe(text);
  });

  it('dates the quizzes whose numbers wrapped out of their links', () => {
    const text = [
      'Grading',
      '',
      'Quizzes (3): 30%',
      'Paper: 70%',
      '',
      'Schedule',
      '',
      '2/3  Tide pools  [Reader, part one](r1.htm)  **[QUIZ',
      '1](q1.htm)**',
      '2/17  The reef by day  [Reader, part two](r2.htm)  **[QUIZ',
      '2](q2.htm)**',
      '3/3  The reef at night  [Reader, part three](r3.htm)  **[QUIZ',
      '3](q3.htm)**',
      '3/24  Paper due',
    ].join('\n');
    expect(
      parseSyllabus(text, { fallbackYear: 2027 })
        .filter((i) => i.kind === 'quiz')
        .map((i) => [i.title, i.due?.date ?? null]),
    ).toEqual([
      ['QUIZ 1', '2027-02-03'],
      ['QUIZ 2', '2027-02-17'],
      ['QUIZ 3', '2027-03-03'],
    ]);
  });
});
