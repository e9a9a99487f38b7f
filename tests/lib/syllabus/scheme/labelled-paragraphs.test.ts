// A scheme spread over numbered, labelled paragraphs ("2. _Exam_. … The final, which is cumulative, is
// worth 30 percent …"): each share is named by its paragraph's label and the shares form one scheme
// however long the paragraphs between them (lib/syllabus/scheme/shares.ts). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const filler = 'Each student is expected to read every assignment before class and to take notes on it.\n'.repeat(8);

describe('labelled paragraphs', () => {
  it('reads one scheme from four labelled paragraphs far apart', () => {
    const text = [
      '> 1. _Exam_. There is a final exam. The final, which is **cumulative** is worth 30 percent of the',
      'course grade.',
      '',
      filler,
      '> 2. _Paper_ :Each student must write a paper. The paper is worth 30 percent of the course grade.',
      '',
      filler,
      filler,
      '> 3. _Readings/Quizzes_. There are short quizzes. The quizzes cumulatively will equal 30 percent of the course grade.',
      '',
      '> 4. _Participation._ The remaining 10 percent of the grade will be based on an evaluation of how well you take part in class.',
    ].join('\n');
    const { scheme } = readSyllabus(text, { fallbackYear: 2026 });
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Exam', 30],
      ['Paper', 30],
      ['Readings/Quizzes', 30],
      ['Participation', 10],
    ]);
  });
});
