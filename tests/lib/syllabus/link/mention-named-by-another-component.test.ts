// "FINAL PAPER" in a schedule row beside the components "One short initial paper" and "Final term paper":
// every word of the mention is in the second component's name, so it dates that one, not the initial
// paper, whose own date its row gives after "due". Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const text = [
  'Environmental Policy, Spring 2024',
  '',
  'Grading: one short initial paper (10%), midterm exam (40%), final term paper (50%).',
  '',
  '**DATE** | **READING**  ',
  '---|---  ',
  'W 1/17 | Opening discussion  ',
  '| **Initial Paper** (2-3 pp., typed -- due 1/22): the study of the house.',
  'M 3/4 | Midterm exam  ',
  'F 4/12 | DISCUSSION & CHOICE OF FINAL PAPER TOPICS  ',
  '',
].join('\n');

describe('a mention all of whose words name another component', () => {
  it('dates that component and not a paper of another name', () => {
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    const due = (word: RegExp) => items.find((i) => word.test(i.title))?.due?.date ?? null;
    expect(due(/initial/i)).toBe('2024-01-22');
    expect(due(/final/i)).toBe('2024-04-12');
  });
});
