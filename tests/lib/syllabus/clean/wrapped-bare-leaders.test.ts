// Spaced dot leaders wrapped onto the next line before a bare figure, the list's unit stated once or not at all
// (rule join-wrapped-bare-leaders, lib/syllabus/clean/dot-leaders.ts): joined, and given the unit of the whole, only
// where the list's rows make the whole (100, or a "Total" row's figure). Invented examples of the same form.
import { describe, expect, it } from 'vitest';
import { joinWrappedBareLeaders } from '../../../../lib/syllabus/clean/dot-leaders.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const percents = [
  'HOW THE GRADE IS MADE',
  '',
  'Three lab reports . . . . . . . . . . . . . . . . . . . . . . 45%',
  '',
  'Poster session . . . . . . . . . . . . . . . . . . . . . . . . . 15',
  '',
  'Final Exam . . . . . . . . . . . . . . . . . . . . . . . . . . . . .',
  '. 30',
  '',
  'Participation in seminar . . . . . . . . . . . . . . . . . . . .',
  '. . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . .',
  '. . 10',
].join('\n');

const points = [
  '**Points**',
  '',
  '> Midterms . . . . . . . . . . . . . . . . . . . . . . . . . . .',
  '. . .    200',
  '>',
  '> Weekly quizzes . . . . . . . . . . . . . . . . . . . . . . . .',
  '. .   150  (best 10 of 12)',
  '>',
  '> Field journal . . . . . . . . . . . . . . . . . . . . . . . . .',
  '. . .   50',
  '>',
  '> Total . . . . . . . . . . . . . . . . . . . . . . . . . . . . .',
  '. . .  400',
].join('\n');

describe('bare figures after wrapped dot leaders', () => {
  it('joins the wraps of a list that makes 100, every line keeping its number', () => {
    const lines = joinWrappedBareLeaders(percents).split('\n');
    expect(lines).toHaveLength(12);
    expect(lines[4]).toMatch(/^Poster session [. ]+15%$/);
    expect(lines[6]).toMatch(/^Final Exam [. ]+30%$/);
    expect(lines[7]).toBe('');
    expect(lines[9]).toMatch(/^Participation in seminar [. ]+10%$/);
    expect(lines[10]).toBe('');
    expect(lines[11]).toBe('');
  });

  it('joins a points list closed by its total, the note before the leader', () => {
    const lines = joinWrappedBareLeaders(points).split('\n');
    expect(lines[5]).toMatch(/^> Weekly quizzes \(best 10 of 12\) [. ]+150 points$/);
    expect(lines[6]).toBe('');
  });

  it('leaves a contents page and a list that does not make the whole alone', () => {
    const contents = [
      'Chapter 1 . . . . . . . . . . . . . . . . . . . . . . . . . . . .',
      '. . 3',
      'Chapter 2 . . . . . . . . . . . . . . . . . . . . . . . . . . . .',
      '. . 17',
      'Chapter 3 . . . . . . . . . . . . . . . . . . . . . . . . . . . .',
      '. . 35',
    ].join('\n');
    expect(joinWrappedBareLeaders(contents)).toBe(contents);
  });

  it('reads every row of both schemes', () => {
    const read = (t: string) =>
      readSyllabus(t, { fallbackYear: 2026 }).scheme?.map((c) => [c.title, Math.round(c.weight)]);
    expect(read(percents)).toEqual([
      ['Three lab reports', 45],
      ['Poster session', 15],
      ['Final Exam', 30],
      ['Participation in seminar', 10],
    ]);
    expect(read(points)).toEqual([
      ['Midterms', 50],
      ['Weekly quizzes', 38],
      ['Field journal', 13],
    ]);
  });
});
