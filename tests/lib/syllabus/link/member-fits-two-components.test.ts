// A numbered member that two components' names fit equally well (lib/syllabus/link/merge.ts, assign): it is a
// member of neither, so neither splits into members that may be the other's. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('a member two components fit equally', () => {
  it('leaves both components whole with their own weights', () => {
    const text = [
      'Spring 2026',
      'Grading',
      'One in-class midterm exam worth 20%',
      'One take-home midterm exam worth 20%',
      'Research paper worth 60%',
      '',
      'Schedule',
      'Feb 12 MIDTERM I',
      'Mar 10 MIDTERM II',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['in-class midterm exam', 20],
      ['take-home midterm exam', 20],
      ['Research paper', 60],
    ]);
  });
});
