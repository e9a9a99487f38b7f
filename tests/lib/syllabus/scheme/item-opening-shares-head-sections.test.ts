// A list of requirements, each item paragraphs long, whose weight its opening sentence gives: the shares are far
// apart, and each heads a section (rule item-opening-shares-head-sections). Invented example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const read = (src: string) => parseSyllabus(src).map((c) => `${c.title} ${c.weight}`);

describe('shares that open numbered requirements far apart', () => {
  it('make the scheme', () => {
    const text = [
      '>> Requirements:',
      '',
      '>',
      '',
      '>> 1\\. Two hour exams. Each of these will count for about 25% of',
      'your course grade.',
      '',
      '>',
      '',
      '>> Exam 1 will be given in the lab on Oct. 19 and 20.',
      '[Notes on exam grading](http://example.edu/grading.htm)',
      '',
      '>',
      '',
      '>> Exam 2 will be given in the lab on Nov. 9 and 10.',
      '[Instructions for exam 2](http://example.edu/exam2.htm)',
      '',
      '>',
      '',
      '>> Sessions in the lab run every Tuesday.',
      '',
      '>',
      '',
      '>> Bring a pencil to each session.',
      '',
      '>',
      '',
      '>> 2\\. A short essay, due _Nov. 25 at class time._ This will be worth about',
      '35% of your course grade. Topics will be handed out later.',
      '',
      '>',
      '',
      '>> 3\\. Performance in discussion sections will count for about 15% of your',
      'course grade.',
    ].join('\n');
    // The two exams are named in the item's text, so the members stage splits the exams' 50 between them.
    expect(read(text)).toEqual(['Exam 1 25', 'exam 2 25', 'A short essay 35', 'Performance in discussion sections 15']);
  });
});
