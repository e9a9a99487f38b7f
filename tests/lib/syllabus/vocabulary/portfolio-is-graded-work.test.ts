// A portfolio is graded work the schedule dates like a paper ("May 7 | Portfolio due"): the mention finder
// reads it, so the "Portfolio" component takes its day. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const text = [
  'Composition 101, Spring 2024',
  '',
  'Grading: Portfolio 80%, Participation 20%.',
  '',
  'Date | Topic',
  '---|---',
  'Jan 22 | Introductions',
  'May 7 | Portfolio due',
  '',
].join('\n');

describe('a portfolio in the schedule', () => {
  it('dates the portfolio component', () => {
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.find((i) => i.title === 'Portfolio')?.due?.date).toBe('2024-05-07');
  });
});
