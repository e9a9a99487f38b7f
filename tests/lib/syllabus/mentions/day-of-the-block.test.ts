// (day-of-the-block) A schedule whose entries open on their day and go on with readings and notes, the numbered
// work of that day on a short line of its own further down (here a bold line, read as a heading), past where the
// narrower readers of an entry look: the work is on its block's day, unless the line names another day or says it
// falls later. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { blockDays, onTheBlockDay } from '../../../../lib/syllabus/mentions/context.js';
import { segment } from '../../../../lib/syllabus/segment/lines.js';

const outline = [
  'Astronomy 120, Fall 2027',
  '',
  'Grading: three quizzes 30%, final exam 70%.',
  '',
  'Schedule',
  '',
  'M 9/6 The night sky: constellations and seasons',
  '',
  'Readings: Chapter 1, pages 3-19',
  '',
  'Handout 4-6, star charts',
  '',
  '_Finding the pole star_',
  '',
  'Bring a red torch to the lab',
  '',
  '**QUIZ 1**',
  '',
  'W 9/15 Moon phases and eclipses',
  '',
  'Readings: Chapter 2, pages 20-41',
  '',
  'Handout 7-9, eclipse tables',
  '',
  '_Why eclipses are rare_',
  '',
  'Lab notes on the moon',
  '',
  '**QUIZ 2**',
  '',
  'F 10/1 Planets and their motions',
  '',
  'Readings: Chapter 3, pages 42-60',
  '',
  'Handout 10-12, orbit diagrams',
  '',
  '_Retrograde motion_',
  '',
  'Lab notes on the planets',
  '',
  '**QUIZ 3**',
  '',
  'Final exam: December 15',
].join('\n');

describe('work on a line of its own in its day’s block', () => {
  it('dates each numbered member by the entry its block opens with', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2027 });
    const quizzes = items.filter((i) => /quiz/i.test(i.title));
    expect(quizzes.map((q) => q.due?.date)).toEqual(['2027-09-06', '2027-09-15', '2027-10-01']);
  });

  it('ends the block at a line with a date of its own, a table row or a heading that names no work', () => {
    const term = { season: 'fall' as const, year: 2027 };
    const lines = segment(
      [
        'T 9/7 Stars and their light',
        'Reading: Chapter 4, the spectra of hot stars',
        'Quiz 1',
        'Ch. 5 due 9/9',
        'Quiz 2',
        'W 9/8 Galaxies and clusters',
        '## Review of the first unit',
        'Quiz 3',
      ].join('\n'),
    );
    const days = blockDays(lines, term);
    expect(days.map((d) => d?.date ?? null)).toEqual([null, null, '2027-09-07', null, null, null, null, null]);
  });

  it('ends the block at a line led by another weekday', () => {
    const term = { season: 'fall' as const, year: 2027 };
    const lines = segment(
      [
        'Th 9/9 Comets and meteors',
        'Thursday: meteor counts in the lab',
        'Quiz 1',
        'Tuesday: the outer planets, pages 80-95',
        'Quiz 2',
      ].join('\n'),
    );
    expect(blockDays(lines, term).map((d) => d?.date ?? null)).toEqual([null, null, '2027-09-09', null, null]);
  });

  it('leaves a member that names another weekday or falls later to the other readers', () => {
    const tuesday = { date: '2027-09-07', time: null };
    expect(onTheBlockDay('Quiz 1', tuesday)).toBe(true);
    expect(onTheBlockDay('Quiz 1 (Tue)', tuesday)).toBe(true);
    expect(onTheBlockDay('Quiz 1 Friday', tuesday)).toBe(false);
    expect(onTheBlockDay('Quiz 1 next week', tuesday)).toBe(false);
    expect(onTheBlockDay('Paper 2 assigned', tuesday)).toBe(false);
  });
});
