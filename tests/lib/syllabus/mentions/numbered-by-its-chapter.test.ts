// (numbered-by-its-chapter) Work named for the chapter it covers, the number after the chapter word ("Problem
// Worksheet Unit 2"), is the member of that number: each row's worksheet is its own dated member, not the one
// component's bare noun. A range of chapters ("Quiz Unit 4-5") numbers nothing. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { findMentions } from '../../../../lib/syllabus/mentions/schedule.js';

const outline = [
  'Soil Science 210, Spring 2004',
  '',
  'Grading:',
  '',
  'Worksheets 30%',
  '',
  'Final exam 70%',
  '',
  'Schedule',
  '',
  'Date | Due | Weight',
  '--- | --- | ---',
  'Feb 3 | Worksheet Unit 1 | 1/4 of 30%',
  'Feb 17 | Worksheet Unit 2 | 1/4 of 30%',
  'Mar 2 | Worksheet Unit 3 | 1/4 of 30%',
  'Mar 23 | Worksheet Unit 4 | 1/4 of 30%',
  'May 10 | Final exam | 70%',
  '',
].join('\n');

describe('work numbered by the chapter after its noun', () => {
  it('is a dated member of its component', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2026 });
    const sheets = items.filter((i) => /^Worksheet Unit \d$/.test(i.title));
    expect(sheets.map((i) => [i.title, i.due?.date])).toEqual([
      ['Worksheet Unit 1', '2004-02-03'],
      ['Worksheet Unit 2', '2004-02-17'],
      ['Worksheet Unit 3', '2004-03-02'],
      ['Worksheet Unit 4', '2004-03-23'],
    ]);
  });

  it('is not numbered by a range of chapters', () => {
    expect(findMentions('Quiz Unit 4-5 in class', new Set())).toEqual([
      { title: 'Quiz', number: null, index: 0, end: 4 },
    ]);
    expect(findMentions('Quiz Unit 4 in class', new Set())[0]).toMatchObject({ title: 'Quiz Unit 4', number: 4 });
  });
});
