// (due-in-the-component-paragraph) A scheme of numbered paragraphs, each wrapped over a few lines with its weight at
// the end and its due day said before the weight: the component, read from its weight's line, is due on the one
// day its paragraph says; a day the paragraph gives for something else (the topic assigned) is not its due day, and
// a component named on its weight's line has no paragraph above it (the line above ends another's list).
// An invented outline.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'Law and Ethics, Fall 2027',
  '',
  'Course Requirements:',
  '',
  '1. A short paper, based on the reading materials, on a topic to be',
  'assigned at the beginning of Week 3 (9/21/27), due at the end of Week 4',
  '(9/30/27), worth 10% of the grade.',
  '',
  '2. Classwork, 10% of the grade. This will include:',
  '  * 2-3 map quizzes throughout the term.',
  '  * a one-page essay, due in class 24 October.',
  '3. An in-class mid-term examination, 20%.',
  '',
  '4. A long paper, requiring some outside reading, on a topic to be',
  'assigned at the beginning of Week 9 (10/26/27), worth 25% of the grade.',
  '',
  '5. A cumulative final examination, worth 35% of the grade.',
].join('\n');

describe('a due day said in the component’s paragraph above its weight', () => {
  it('dates the component, and a day the paragraph gives for something else does not', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2027 });
    expect(items.find((i) => /short paper/i.test(i.title))?.due?.date).toBe('2027-09-30');
    expect(items.find((i) => /long paper/i.test(i.title))?.due).toBeNull();
    // Named on its weight's line: the line above is the end of another component's list, not its paragraph.
    expect(items.find((i) => /mid-term/i.test(i.title))?.due).toBeNull();
  });
});
