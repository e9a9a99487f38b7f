// A schedule whose entries open on their day and go on with a topic, the reading and the numbered work of the
// day each on a paragraph of its own under it ("T 9/5 Rocks and their minerals" / "Reading: Ch 1" /
// "Reading Quiz #1"): the numbered work is on the entry's day. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'Introduction to Geology, Fall 2000',
  '',
  'Grading: reading quizzes (30%), midterm (30%), final exam (40%).',
  '',
  'Schedule',
  '',
  'T 9/5 Rocks and their minerals',
  '',
  'Reading: Press, Chapter 1',
  '',
  'Reading Quiz #1',
  '',
  'Th 9/7 Plates on the move',
  '',
  'Reading: Press, Chapter 2',
  '',
  'T 9/12 Volcanoes and their lavas',
  '',
  'Reading Quiz #2',
  '',
  'Midterm: Thursday, October 12',
  '',
  'Final exam: December 14',
  '',
].join('\n');

describe('numbered work listed under a date-led entry', () => {
  it('takes the day of the entry above it', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2026 });
    expect(items.find((i) => i.title.includes('#1'))?.due?.date).toBe('2000-09-05');
    expect(items.find((i) => i.title.includes('#2'))?.due?.date).toBe('2000-09-12');
    expect(items.find((i) => i.kind === 'midterm')?.due?.date).toBe('2000-10-12');
  });
});
