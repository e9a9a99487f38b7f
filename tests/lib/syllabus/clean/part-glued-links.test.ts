// (part-glued-links) A link glued to the word before or after it by a converter that dropped the space: the link's
// text is parted from the word, so a name in it ("Quiz 2") reads as words of its own. Invented examples.
import { describe, expect, it } from 'vitest';
import { dropMarkdownLinks, partGluedLinks } from '../../../../lib/syllabus/clean/md-images-links.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const clean = (text: string) => dropMarkdownLinks(partGluedLinks(text));

describe('part-glued-links', () => {
  it('parts a link glued to a word before or after it', () => {
    expect(clean('Tide pools - Tuesday[Quiz 2](q2.html) | Reader, 10-20')).toBe(
      'Tide pools - Tuesday Quiz 2 | Reader, 10-20',
    );
    expect(clean('see[Citation guide](cite.htm)and the reader')).toBe('see Citation guide and the reader');
    expect(clean('adopted [Reef Studies ](reef.html)as its base')).toBe('adopted Reef Studies as its base');
    expect(clean('Reef at night - Friday[Quiz\n3](q3.html)')).toBe('Reef at night - Friday Quiz\n3');
  });

  it('leaves links with a space or a mark beside them as they are', () => {
    const text = 'Read [chapter 2](ch2.html), then **[Quiz 1](q1.html)**: ([notes](n.html))';
    expect(partGluedLinks(text)).toBe(text);
  });

  it('reads the quizzes named in glued links on their rows', () => {
    const text = [
      'Requirements',
      '',
      '* Two quizzes, 25 points each, total 50 points.',
      '* Paper, 50 points.',
      '',
      'Schedule',
      '',
      'Week | Day | Topic',
      '---|---|---',
      '2 | Mar. 9 | Tide pools, review[Quiz 1](q1.html) | Reader, 1-20',
      '4 | Mar. 23 | The reef by day, review[Quiz 2](q2.html) | Reader, 21-40',
      '6 | Apr. 6 | Paper due',
    ].join('\n');
    expect(parseSyllabus(text, { fallbackYear: 2027 }).map((i) => [i.title, i.due?.date ?? null, i.weight])).toEqual([
      ['Quiz 1', '2027-03-09', 25],
      ['Quiz 2', '2027-03-23', 25],
      ['Paper', '2027-04-06', 50],
    ]);
  });
});
