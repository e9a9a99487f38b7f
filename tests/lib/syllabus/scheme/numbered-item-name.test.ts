// The work a numbered item opens with, when its figure's own words name nothing. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { listItemName, numberedItemName } from '../../../../lib/syllabus/scheme/numbered-item-name.js';

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

  it('names a list line by the capitalised words it opens with', () => {
    expect(listItemName('- Final exam, date and room TBA. (25%)', any)).toBe('Final exam');
    expect(listItemName('Lab report (in class, May 9; at home, May 10); 40%', any)).toBe('Lab report');
    expect(listItemName('and then some words (20%)', any)).toBe('');
    expect(listItemName('Regular attendance is required. 5% of the grade', any)).toBe('');
  });

  it('lets a list whose figures follow their details add up', () => {
    const text = [
      'Course requirements and the weight of each in your grade',
      'Quiz: (in class, Feb. 27; at home, Mar. 8), 25%',
      'Final exam (in class, May 9; at home, May 10); 40%',
      'Lab report (May 3); 30%',
      'Class participation; 5%',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.reduce((sum, i) => sum + i.weight, 0)).toBe(100);
    expect(items.map((i) => i.title)).toContain('Lab report');
  });
});
