// (work-due-with-a-note) A bold line under a schedule's entry that names work as due and adds a note, where it is
// handed in or how long it is ("**Map Project Due in Class.**", "**ESSAY 2 DUE (3 p.)**"), is due on the entry's
// day, as a bare "**Essay 2 due**" is; so is such a line under a date alone on its line ("October 4" / "LAS, 1-4" /
// "**ASSIGNMENT 3 DUE**"). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'English 210, Fall 2004',
  '',
  'Grading: three essays, 20% each; response assignment 40%.',
  '',
  'Schedule',
  '',
  'M 9/13 Austen, _Emma_ chapters 1-12',
  '',
  '**ESSAY 1 DUE (3 p.)**',
  '',
  'W 9/22 Austen, _Emma_ chapters 13-30',
  'Discussion of the first half of the novel and its narrator',
  '',
  '**Essay 2 Due in Class.**',
  '',
  'F 10/8 Shelley, _Frankenstein_ volume 1',
  '',
  '**Essay 3 due**',
  '',
  'October 20',
  'Reader, pp. 1-4',
  '**RESPONSE ASSIGNMENT DUE**',
  '',
].join('\n');

describe('work named as due with a note, under its entry', () => {
  it('is due on the entry day', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2026 });
    const due = (n: RegExp) => items.find((i) => n.test(i.title))?.due?.date;
    expect(due(/essay 1/i)).toBe('2004-09-13');
    expect(due(/essay 2/i)).toBe('2004-09-22');
    expect(due(/essay 3/i)).toBe('2004-10-08');
    expect(due(/response/i)).toBe('2004-10-20');
  });
});
