// A spaced dot leader wrapped with its figure onto the next line ("One long essay . . . . . ." / ". . 30%"):
// the figure and the leader's last dots move up onto the name's line, its own line left empty
// (lib/syllabus/clean/dot-leaders.ts). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { joinWrappedDotLeaders } from '../../../../lib/syllabus/clean/dot-leaders.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  '> Weekly reports (10% each) . . . . . . . . . . . . . . . . . 40%',
  '> One short review . . . . . . . . . . . . . . . . . . . . . . . .',
  '. .5%',
  '> One long essay . . . . . . . . . . . . . . . . . . . . . . . .',
  '. 30%',
  '> Participation in class . . . . . . . . . . . . . . . 15%',
  '> Presentations . . . . . . . . . . . . . . . . . . .10%',
].join('\n');

describe('dot leaders wrapped onto the next line', () => {
  it('moves the dots and the figure up, every line keeping its number', () => {
    const lines = joinWrappedDotLeaders(outline).split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toBe('> One short review . . . . . . . . . . . . . . . . . . . . . . . . . . 5%');
    expect(lines[2]).toBe('');
    expect(lines[4]).toBe('');
  });

  it('leaves a leader line followed by prose, and a bare number, alone', () => {
    const prose = 'Essay . . . . . .\n. . . and then we read 20% of it';
    expect(joinWrappedDotLeaders(prose)).toBe(prose);
    const bare = 'Chapter 3 . . . . . .\n. . 35';
    expect(joinWrappedDotLeaders(bare)).toBe(bare);
  });

  it('reads every row of the scheme', () => {
    const { scheme } = readSyllabus(outline, { fallbackYear: 2026 });
    expect(scheme?.map((c) => [c.title, Math.round(c.weight)])).toEqual([
      ['Weekly reports', 40],
      ['One short review', 5],
      ['One long essay', 30],
      ['Participation in class', 15],
      ['Presentations', 10],
    ]);
  });
});
