// (bare-noun-refers-back) A paragraph led by a numbered piece of work whose deadline comes in a later sentence
// that names it again by a bare noun ("Assignment due Thursday, May 9."): the deadline is the member's.
// Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'Urban Sociology 335, Spring 2002',
  '',
  'Grading:',
  '',
  'Three reflection papers 60%',
  '',
  'Final exam 40%',
  '',
  'Schedule',
  '',
  'Monday, May 6. The preindustrial city',
  '',
  'Reflection Paper 1 - What did the visit to the old town teach you? Compare it with',
  'a modern city in two ways. Use the readings. Assignment due Wednesday, May 8.',
  '',
  'Wednesday, May 8. Census data',
  '',
  'Reflection Paper 2 - A brief writeup on how your home town differs from its region.',
  'Include your data. Essays are due by e-mail on Friday, May 10.',
  '',
  'Friday, May 10. Suburbs',
  '',
  'Reflection Paper 3 - How does the suburb you grew up in compare with the readings?',
  'Be specific. This paper is due on Tuesday, May 14. (Start early: there is a test on Monday.)',
  '',
  'Thursday, May 16. Final exam',
  '',
].join('\n');

describe('a bare noun later in a numbered work’s paragraph', () => {
  it('dates the numbered work', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2026 });
    const due = (t: string) => items.find((i) => i.title.startsWith(t))?.due?.date;
    expect(due('Reflection Paper 1')).toBe('2002-05-08');
    expect(due('Reflection Paper 2')).toBe('2002-05-10');
    expect(due('Reflection Paper 3')).toBe('2002-05-14');
  });
});
