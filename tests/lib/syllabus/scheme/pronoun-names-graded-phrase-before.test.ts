// A share weighed by a pronoun whose sentence names nothing ("This will be worth 40% of the final grade") after a
// sentence that names the work in its object ("Students will design a research proposal.") or under a heading of
// its own ("**Reading Reviews**"): named by the first graded work named in the sentences before it, or by the
// heading (lib/syllabus/scheme/shares.ts, rule pronoun-names-graded-phrase-before). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const scheme = (src: string) => readSyllabus(src, { fallbackYear: 2027 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('pronoun names the graded phrase before it', () => {
  it('names "This will be worth N%" by the work the sentence before names', () => {
    const text = [
      'Assignments',
      '',
      'The midterm exam is worth 30% of the final grade. Late in the term, students',
      'will design a research proposal on a topic of their choice. This will be worth 40% of the',
      'final grade.',
      '',
      '**Reading Reviews**',
      '',
      'Each week you will write one page on the readings and bring it to class. These',
      'will count towards 30% of the final grade.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Midterm exam', 30],
      ['Research proposal', 40],
      ['Reading Reviews', 30],
    ]);
  });
});
