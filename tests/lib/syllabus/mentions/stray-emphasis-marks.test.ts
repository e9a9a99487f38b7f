// (stray-emphasis-mark) A page converted from HTML leaves emphasis marks unpaired at a word's edge ("October 23 -
// **_Midterm" with the closing "_" lines below): the underscore is no file name's ("exam_2.pdf"), and the row still
// names the midterm on its day. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { findMentions } from '../../../../lib/syllabus/mentions/schedule.js';

const outline = [
  'American History 202, Fall 1999',
  '',
  'Grading:',
  '',
  'Midterm 50%',
  '',
  'Final exam 50%',
  '',
  'Schedule',
  '',
  'October 16** - Chapters 22 and 23',
  '',
  'October 23** - **_Midterm',
  '',
  '_',
  '',
  'October 30** - Chapters 24 and 25',
  '',
].join('\n');

describe('an emphasis mark left unpaired at the edge of a word', () => {
  it('does not hide the work the row names', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2026 });
    expect(items.find((i) => i.title === 'Midterm')?.due?.date).toBe('1999-10-23');
  });
  it('while a word of a file name still names no work', () => {
    expect(findMentions('see exam_2.pdf and Commentary_questions_1.doc', new Set())).toEqual([]);
  });
});
