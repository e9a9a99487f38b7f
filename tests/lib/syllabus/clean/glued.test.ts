// Outlines whose PDF extraction replaced spaces by another character. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { unglue } from '../../../../lib/syllabus/clean/glued.js';

describe('glued word separators', () => {
  const glued = [
    "Studio'Photography'Practice'",
    "Meets:'Tue'and'Thu'10:00'–'11:30'",
    "Course'Requirements'",
    'Grading,and,Assessment,,',
    '! Points,',
    "Contact'Sheets' 20'",
    "Darkroom'Prints' 30'",
    "Final'Portfolio' 40'",
    "Studio'Conduct' 10'",
    "TOTAL, 100'",
    "Attendance'Policy'",
    "Missing'class'is'not'cool'and'it'will'have'an'impact.'",
    "Bring'your'camera'to'every'session'of'the'course.'",
    'The!core!values!of!the!studio!are!care!and!respect.!',
    'Please!return!borrowed!lenses!before!the!last!week.!',
  ].join('\n');

  it('turns the separators back into spaces and reads the points table', () => {
    expect(unglue(glued).split('\n')[5]).toBe('Contact Sheets 20 ');
    expect(parseSyllabus(glued, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([
      ['Contact Sheets', 20],
      ['Darkroom Prints', 30],
      ['Final Portfolio', 40],
      ['Studio Conduct', 10],
    ]);
  });

  it('leaves ordinary text alone, apostrophes and commas included', () => {
    const text =
      "Grading\nHomework: 40% (don't be late, it's strict)\nExams, quizzes: 60%\n" +
      'A line, with commas, as usual.\n'.repeat(20);
    expect(unglue(text)).toBe(text);
  });
});
