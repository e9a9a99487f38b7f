// (numbered-work-on-its-day-line) A schedule line led by its one day names a numbered piece of work further along
// than the 25 characters the first mention looks back: "Mon., Mar. 2: Tide pools - Chapters 1 and 2, Quiz 1".
// The work is on the line's day; not a plural series ("Presentations 2"), nor past a new clause. Invented examples.
import { describe, expect, it } from 'vitest';
import { newWork, STAGES } from '../../../../lib/syllabus/index.js';

const mentions = (text: string) => {
  const work = newWork(text, { fallbackYear: 2027 });
  for (const stage of STAGES.slice(0, STAGES.findIndex((s) => s.name === 'mentions') + 1)) stage.run(work);
  return work.mentions.map((m) => [m.title, m.due?.date ?? null, m.via ?? null]);
};

describe('numbered work on its day line', () => {
  it('dates numbered work far along a day-led line by the day', () => {
    const text = [
      'Schedule',
      '',
      '* Tue., Mar. 2: Tide pools and their keepers - Chapters 1 and 2, Quiz 1',
      '* Tue., Mar. 9: The reef at night and the reef by day - Chapter 3 (Quiz 2)',
      '',
    ].join('\n');
    expect(mentions(text)).toEqual([
      ['Quiz 1', '2027-03-02', 'numbered-work-on-its-day-line'],
      ['Quiz 2', '2027-03-09', 'numbered-work-on-its-day-line'],
    ]);
  });

  it('leaves a plural series and work past a new clause undated', () => {
    const text = [
      'Schedule',
      '',
      '* Tue., Mar. 2: Tide pools and their keepers, group Presentations 2',
      '* Tue., Mar. 9: The reef at night, and but later in the term Quiz 3',
      '',
    ].join('\n');
    expect(mentions(text).filter(([, d]) => d !== null)).toEqual([]);
  });
});
