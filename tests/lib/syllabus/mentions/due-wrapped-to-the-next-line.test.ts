// (due-wrapped-to-the-next-line) A schedule of entries led by their day, the line wrapped right after the work's
// name and "due" going on at the start of the next line ("… **Second Paper" / "Due**"): the work is due on the
// entry's day. A next line saying when ("due Oct. 20") gives no such day. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'History 210, Fall 2003',
  '',
  'Grading: first essay 30%, second essay 30%, final exam 40%.',
  '',
  'Schedule',
  '',
  'Sept. 22: The Renaissance. Palmer, 120-141, 150-155. **First Essay',
  'Due**',
  '',
  'Oct. 6: The Reformation. Palmer, 210-232, 240-244. Second Essay',
  'due Oct. 20',
  '',
].join('\n');

describe('work whose "due" wraps onto the next line', () => {
  const items = parseSyllabus(outline, { fallbackYear: 2026 });
  const due = (n: RegExp) => items.find((i) => n.test(i.title))?.due?.date ?? null;

  it('is due on the entry day', () => {
    expect(due(/first essay/i)).toBe('2003-09-22');
  });

  it('is not given the entry day when the next line says when', () => {
    expect(due(/second essay/i)).not.toBe('2003-10-06');
  });
});
