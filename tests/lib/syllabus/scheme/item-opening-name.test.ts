// (item-opening-name) A numbered item whose figure ends a long description is named by the short label the item
// opens with, not by a noun met in the description (lib/syllabus/scheme/item-opening-name.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { itemOpeningName } from '../../../../lib/syllabus/scheme/item-opening-name.js';

const schemeOf = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('a long list item with its figure at the end', () => {
  it('is named by the label it opens with', () => {
    const text = [
      'Requirements',
      '',
      '1. Family tree (due in the second week). Draw the tree of your family back three generations, with places of birth. A two-page paper on what you found. (15%.)',
      '',
      '2. Museum visit and report. Visit a museum of the region and write three pages on one of its rooms; say what the curators chose to show. (15%.)',
      '',
      '3. Two book reviews (20% each = 40%)',
      '',
      '4. Final examination (30%)',
    ].join('\n');
    expect(schemeOf(text)).toEqual([
      ['Family tree', 15],
      ['Museum visit and report', 15],
      ['Two book reviews', 40],
      ['Final examination', 30],
    ]);
  });

  it('takes no sentence for a label', () => {
    expect(itemOpeningName('Attendance is required. You will also write a short paper on the reading (')).toBe('');
    expect(itemOpeningName('Read the chapters before class. There will be quizzes on them (')).toBe('');
    expect(itemOpeningName('Part B – A notebook that applies the methods of the labs to a data set (')).toBe('');
    expect(itemOpeningName('Reading journal- Weekly entries on the chapters we discuss in class (')).toBe(
      'Reading journal',
    );
  });
});
