// The work a numbered item opens with, when its figure's own words name nothing. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { numberedItemName } from '../../../../lib/syllabus/scheme/numbered-item-name.js';

const any = () => true;

describe('numbered item name', () => {
  it('takes the noun phrase before the first preposition or verb', () => {
    expect(numberedItemName('2. An in-class quiz at the end of Week 4 (3/4), worth 20%', any)).toBe('in-class quiz');
    expect(numberedItemName('1) A 6-8 page essay on a topic to be assigned', any)).toBe('6-8 page essay');
    expect(numberedItemName('Essay at the end of Week 4', any)).toBe('');
    expect(numberedItemName('3. Seven short weekly reading response papers graded', any)).toBe('');
  });

  it('names shares whose items wrap over lines after a dated clause', () => {
    const text = [
      'The grade will be based on:',
      '',
      '1. A 6-8 page essay, on a topic to be',
      'set at the end of Week 3 (2/1), due at the end of Week 5',
      '(2/15), worth 20% of the grade.',
      '',
      '2. An in-class quiz at the end of Week 8 (3/4), worth 30%',
      'of the grade.',
      '',
      '3. A final examination, worth 50% of the grade.',
      '',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.reduce((s, i) => s + i.weight, 0)).toBe(100);
  });
});
