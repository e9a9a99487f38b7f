// "…; and participation in class discussions,\n10%.": a figure that opens its line after a comma is named by the
// clause before that comma (rule comma-then-line-break). Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const read = (src: string) => findShares(src.split('\n'))?.components.map((c) => `${c.title} ${c.weight}`) ?? [];

describe('a figure wrapped to the line after its comma', () => {
  it('is named by the clause before the comma', () => {
    const text = [
      'Grades: two short papers, 40% (20% each); a book review, 10%; an oral presentation, 10%; a',
      'final paper, 30%; and participation in class discussions,',
      '10%. The instructor may adjust these weights slightly.',
    ].join('\n');
    expect(read(text)).toEqual([
      'Short papers 40',
      'Book review 10',
      'Oral presentation 10',
      'Final paper 30',
      'Participation in class discussions 10',
    ]);
  });
});
