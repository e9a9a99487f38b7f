// A schedule printed as one small table per week, the week and its days in the table's header
// ("| Week 3—9/13-9/17 | Readings | To do |"): the rows under it are in that week. Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `SOC 1010, Fall 2027

Grading
- Reflections 30%
- Final paper 70%

Course calendar

| Week 1—8/30-9/3 | Readings | To do |
|-----------------|----------|-------|
| Introductions | Chapter 1 | Reflection 1 |

| Week 2—9/7-9/10 | Readings | To do |
|-----------------|----------|-------|
| Methods | Chapter 2 | Reflection 2 |

| Week 3—9/13-9/17 | Readings | To do |
|------------------|----------|-------|
| Theory | Chapter 3 | Reflection 3 |
`;

describe('week tables', () => {
  it('dates each row by the first day of the week its header names, as a week-only date', () => {
    const found: { title: string; date: string | null }[] = [];
    readSyllabus(OUTLINE, {
      fallbackYear: 2027,
      trace: (line) => {
        const m = /^mention: (Reflection \d) \(line \d+\) (\S+)/.exec(line);
        if (m) found.push({ title: m[1]!, date: m[2] === 'undated' ? null : m[2]! });
      },
    });
    expect(found).toEqual([
      { title: 'Reflection 1', date: '2027-08-30' },
      { title: 'Reflection 2', date: '2027-09-07' },
      { title: 'Reflection 3', date: '2027-09-13' },
    ]);
  });

  it('keeps members dated only by their week in one item when no day of the week is stated', () => {
    const items = readSyllabus(OUTLINE, { fallbackYear: 2027 }).items;
    expect(items.map((i) => i.title)).toContain('Reflections');
  });
});
