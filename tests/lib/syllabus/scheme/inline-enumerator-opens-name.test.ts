// "This course involves (A) a quiz (worth 10%) …; (B) a midterm (worth 30%)": the inline enumerator opens the name. Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const titles = (src: string) => findShares(src.split('\n'))?.components.map((c) => c.title) ?? [];

describe('a list enumerated inside a sentence', () => {
  it('names each share from its enumerator on, not from the sentence it opens', () => {
    const text =
      'Requirements: The seminar requires (A) a map quiz (worth about 10%) in week 3; (B) a midterm (worth about 30%) in week 7; and (C) a term paper (worth about 60%) at the end.';
    expect(titles(text)).toEqual(['Map quiz', 'Midterm', 'Term paper']);
  });
});
