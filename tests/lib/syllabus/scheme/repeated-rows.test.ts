// Two pieces of work of one name on consecutive rows of one table. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { restatesRun } from '../../../../lib/syllabus/scheme/repeated-rows.js';

describe('repeated rows', () => {
  const raw = ['Essay | 20%', 'Essay | 30%', 'Exam 50%', 'Essay 20%'];
  const share = (title: string, line: number, stream = 1) => ({ title, line, stream });

  it('takes a name repeated by the next row of the same table for a second member', () => {
    expect(restatesRun([share('Essay', 0)], share('Essay', 1), raw)).toBe(false);
  });

  it('still ends the run where a name comes back later, in running lines, or in another stream', () => {
    expect(restatesRun([share('Essay', 0), share('Exam', 2)], share('Essay', 3), raw)).toBe(true);
    expect(restatesRun([share('Essay', 0)], share('Essay', 1, 2), raw)).toBe(true);
    expect(restatesRun([share('Exam', 2)], share('Exam', 3), ['', '', 'Exam 50%', 'Exam 50%'])).toBe(true);
    expect(restatesRun([share('Exam', 2)], share('Quiz', 3), raw)).toBe(false);
  });

  it('lets a table with two rows of one name add up (its first row taken for the header)', () => {
    const text = [
      'Grading',
      '',
      '| Lab report | 20% |',
      '|---|---|',
      '| Short essay | 15% |',
      '| Short essay | 25% |',
      '| Final exam | 40% |',
      '',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.reduce((s, i) => s + i.weight, 0)).toBe(100);
  });
});
