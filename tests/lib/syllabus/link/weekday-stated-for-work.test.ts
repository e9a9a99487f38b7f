// Work the schedule dates only by its week, and a sentence stating the day of the week it is due
// ("Reading questions are due Fridays by 11:59pm"): each member is due on that day of its week, at that time.
// Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { dayOfWeek, dayRules } from '../../../../lib/syllabus/link/weekdays.js';
import { segment } from '../../../../lib/syllabus/segment/lines.js';

const due = (src: string) =>
  parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [
    i.title,
    i.kind,
    i.weight,
    i.due ? (i.due.time ? `${i.due.date}T${i.due.time}` : i.due.date) : null,
  ]);

const calendar = (note: string) => `SOC 1010, Fall 2027

Grading
- WRQs 30%
- Final paper 70%

### WRQs (weekly reading questions)
${note}

Course calendar

| Week 1—8/30-9/3 | Readings | To do |
|-----------------|----------|-------|
| Introductions | Chapter 1 | WRQ #1 |

| Week 2—9/7-9/10 | Readings | To do |
|-----------------|----------|-------|
| Methods | Chapter 2 | WRQ #2 |

| Week 3—9/13-9/17 | Readings | To do |
|------------------|----------|-------|
| Theory | Chapter 3 | WRQ #3 |
`;

describe('a weekday stated for the work of a week', () => {
  it('finds the day of the week a sentence names after a deadline word', () => {
    expect(dayOfWeek('2027-09-07', 5)).toBe('2027-09-10');
    expect(dayOfWeek('2027-09-10', 5)).toBe('2027-09-10');
    const lines = segment('Your WRQs are due Fridays by 11:59pm of the week the reading is set.\n');
    const components = [{ title: 'WRQs', kind: 'other' }] as never;
    expect(dayRules(lines, { season: 'fall', year: 2027 }, components)).toEqual([
      { day: 5, time: '23:59', title: 'WRQs', kind: null },
    ]);
  });

  it('splits the component into members due on that day of each week, handed in as assignments', () => {
    const items = due(calendar('Your WRQs are due Fridays by 11:59pm of the week the reading is set.'));
    expect(items.filter((i) => /^WRQ/.test(i[0] as string))).toEqual([
      ['WRQ #1', 'assignment', 10, '2027-09-03T23:59'],
      ['WRQ #2', 'assignment', 10, '2027-09-10T23:59'],
      ['WRQ #3', 'assignment', 10, '2027-09-17T23:59'],
    ]);
  });

  it("reads the course's default day for written work, and never moves quizzes by it", () => {
    const src = `SOC 1010, Fall 2027

Grading
- Reflections 30%
- Quizzes 20%
- Final paper 50%

You have until Sunday at 11:59pm to complete your assignments unless specified otherwise.

| Week 1—8/30-9/3 | Readings | To do |
|-----------------|----------|-------|
| Introductions | Chapter 1 | Reflection 1 / Quiz 1 |

| Week 2—9/7-9/10 | Readings | To do |
|-----------------|----------|-------|
| Methods | Chapter 2 | Reflection 2 / Quiz 2 |
`;
    const items = due(src);
    expect(items.filter((i) => /^Reflection /.test(i[0] as string))).toEqual([
      ['Reflection 1', 'assignment', 15, '2027-09-05T23:59'],
      ['Reflection 2', 'assignment', 15, '2027-09-12T23:59'],
    ]);
    expect(items.map((i) => i[0])).toContain('Quizzes');
  });

  it('keeps the component whole when no day is stated', () => {
    const items = due(calendar('Write one page on each reading.'));
    expect(items.map((i) => i[0])).toContain('WRQs');
  });
});
