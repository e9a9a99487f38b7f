// (instructions-after-the-dash) A numbered work followed by a dash and what the student is to do ("Each student
// will …", "What did you …") is named by its noun and number; a topic after the dash stays in the name.
// Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'Community Studies 120, Fall 2003',
  '',
  'Grading:',
  '',
  'Three field assignments 45%',
  '',
  'Final exam 55%',
  '',
  'Schedule',
  '',
  'Date | Work',
  '--- | ---',
  'Sept 12 | Field Assignment 1 - Each student will interview a neighbour',
  'Oct 3 | Field Assignment 2 - What did you learn at the town meeting?',
  'Oct 24 | Field Assignment 3 - Housing and the Labor Market',
  'Dec 12 | Final exam',
  '',
].join('\n');

describe('instructions after a numbered work’s dash', () => {
  it('are left out of its name; a topic stays', () => {
    const titles = parseSyllabus(outline, { fallbackYear: 2026 }).map((i) => i.title);
    expect(titles).toContain('Field Assignment 1');
    expect(titles).toContain('Field Assignment 2');
    expect(titles).toContain('Field Assignment 3 - Housing and the Labor Market');
  });
});
