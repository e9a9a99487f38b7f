// An item's confidence covers its date too (an item is right when it is in the scheme on the right day):
// what the rest of the outline says about its dates lowers or raises it. Every outline here is invented.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const of = (text: string, title: string) => {
  const item = readSyllabus(text).items.find((i) => i.title === title);
  if (!item) throw new Error(`no item ${title}`);
  return item;
};

const SCHEME = ['Grading', '- Lab reports: 30%', '- Participation: 10%', '- Final exam: 60%'];

describe('item and date confidence', () => {
  it('is lower for an undated sitting in an outline that dates its work than in one that dates nothing', () => {
    const dating = [
      ...SCHEME,
      '',
      'Schedule',
      '- Sep 8, 2026: Lab reports due',
      '- Sep 22, 2026: Lab reports due',
      '- Oct 6, 2026: Lab reports due',
      '- Final exam in finals week',
    ].join('\n');
    const silent = [...SCHEME, '', 'Term: Fall 2026'].join('\n');
    const dated = of(dating, 'Final exam');
    const undated = of(silent, 'Final exam');
    expect(dated.due).toBeNull();
    expect(undated.due).toBeNull();
    expect(dated.confidence).toBeLessThan(undated.confidence);
    expect(dated.dueConfidence).toBeLessThan(undated.dueConfidence!);
  });

  it('is lower for an undated sitting in an outline that prints a calendar of class days', () => {
    const days = ['January 4', 'January 6', 'January 11', 'January 13', 'January 18', 'January 20'];
    const calendar = [...SCHEME, '', 'Term: Winter 2027', '', ...days.map((d) => `${d}: lecture`)].join('\n');
    const silent = [...SCHEME, '', 'Term: Winter 2027'].join('\n');
    expect(of(calendar, 'Final exam').due).toBeNull();
    expect(of(calendar, 'Final exam').confidence).toBeLessThan(of(silent, 'Final exam').confidence);
  });

  it('is lower for an undated item when the outline names dated deliverables no item holds', () => {
    const base = ['Grading', '- Essays: 40%', '- Final exam: 60%', '', 'Final exam: December 10, 2026'];
    const withStray = [...base, '- Field trip report due October 16, 2026'].join('\n');
    const reading = readSyllabus(withStray);
    expect(reading.unplaced?.map((u) => u.title)).toEqual(['Field trip report']);
    expect(of(withStray, 'Essays').confidence).toBeLessThan(of(base.join('\n'), 'Essays').confidence);
    expect(of(withStray, 'Essays').dueConfidence).toBeLessThan(of(base.join('\n'), 'Essays').dueConfidence!);
  });

  it('is surest that participation has no date', () => {
    const text = [...SCHEME, '', 'Term: Fall 2026'].join('\n');
    expect(of(text, 'Participation').dueConfidence).toBeGreaterThan(of(text, 'Lab reports').dueConfidence!);
    expect(of(text, 'Participation').confidence).toBeGreaterThan(of(text, 'Lab reports').confidence);
  });

  it('never puts a dated item above its date (the item is right only when its day is)', () => {
    const text = [
      ...SCHEME,
      '',
      'Schedule (Fall 2026)',
      '- Lab reports due September 8, 2026',
      '- Final exam: December 10, 2026',
    ].join('\n');
    const reading = readSyllabus(text);
    const dated = reading.items.filter((i) => i.due);
    expect(dated.map((i) => i.title).sort()).toEqual(['Final exam', 'Lab reports']);
    for (const i of dated) expect(i.confidence).toBeLessThanOrEqual(i.dueConfidence!);
    // The undated participation keeps the scheme's own certainty, above the dated items'.
    expect(of(text, 'Participation').confidence).toBeGreaterThan(Math.max(...dated.map((i) => i.confidence)));
  });

  it('is lower for a date whose year the outline never states', () => {
    const scheme = ['Grading', '- Essay: 40%', '- Final exam: 60%', '', 'Final exam: December 10'];
    const yearless = of(scheme.join('\n'), 'Final exam');
    const year = of([...scheme, 'Fall 2026'].join('\n'), 'Final exam');
    expect(yearless.due?.date.slice(5)).toBe('12-10');
    expect(year.due?.date).toBe('2026-12-10');
    expect(yearless.confidence).toBeLessThan(year.confidence);
    expect(yearless.dueConfidence).toBeLessThan(year.dueConfidence!);
  });
});
