// (due-at-the-end-of-a-dated-paragraph) A schedule printing each class as a paragraph led by its day, the
// readings wrapped over several lines and the work due that day at the paragraph's end: the work is due on the
// paragraph's day. Work that says when it is due ("due next week"), or a paragraph with a date of its own between,
// takes no such day. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'History 115, Fall 2003',
  '',
  'Grading: first paper 25%, second paper 25%, third paper 25%, participation 25%.',
  '',
  'Schedule',
  '',
  'Sept. 29: The Reformation. Palmer, 210-232. Martin',
  'Luther, "Address to the Christian Nobility" (1520), in Kidd,',
  '101-118. John Calvin, Institutes, excerpts. First Paper Due',
  '',
  'Oct. 15: The Scientific Revolution. Palmer, 290-305. Galileo,',
  '"Letter to the Grand Duchess" (1615), in Drake, 175-216.',
  'Discussion of the readings. Second Paper due next week',
  '',
  'Nov. 3: The French Revolution. Palmer, 400-421. Declaration',
  'of the Rights of Man (revised Nov. 10), handout.',
  'Third Paper due',
  '',
].join('\n');

describe('work due at the end of a paragraph led by its day', () => {
  const items = parseSyllabus(outline, { fallbackYear: 2026 });
  const due = (n: RegExp) => items.find((i) => n.test(i.title))?.due?.date ?? null;

  it('is due on the paragraph day', () => {
    expect(due(/first paper/i)).toBe('2003-09-29');
  });

  it('is not given the day when it says when it is due', () => {
    expect(due(/second paper/i)).not.toBe('2003-10-15');
  });

  it('is not given the day past a line with a date of its own', () => {
    expect(due(/third paper/i)).not.toBe('2003-11-03');
  });
});
