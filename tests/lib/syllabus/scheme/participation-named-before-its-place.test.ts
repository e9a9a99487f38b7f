// (participation-named-before-its-place) "Regular attendance and participation in seminar activities (15 percent)":
// a long name of class participation, with no graded noun in it, is named by its words before their place
// ("in …"), where the layout reader used to drop the line for want of a short name (lib/syllabus/scheme/layout.ts,
// tidyTitle). Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { tidyTitle } from '../../../../lib/syllabus/scheme/layout.js';

const schemeOf = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('a long participation line in a list of shares', () => {
  it('keeps the line, named by its words before their place', () => {
    const text = [
      '**Requirements**  ',
      '  ',
      '4-6 page essay (20 percent)  ',
      'Mid-term exam (20 percent)  ',
      '8-10 page final paper (30 percent)  ',
      'Short (one paragraph) notes due weekly by e-mail. (15 percent)  ',
      'Regular attendance and participation in seminar activities (15 percent)',
      '',
      'Other text here.',
    ].join('\n');
    expect(schemeOf(text)).toContainEqual(['Regular attendance and participation', 15]);
    expect(schemeOf(text)).toHaveLength(5);
  });

  it('names nothing in a sentence', () => {
    expect(tidyTitle('Students who miss more than three classes in a row will lose')).toBe('');
    expect(tidyTitle('Informed and lively participation in the weekly discussion sections')).toBe(
      'Informed and lively participation',
    );
  });
});
