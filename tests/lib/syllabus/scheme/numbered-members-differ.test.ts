// Numbered members of equal weight, each row a table of its own (a page's table converted one row at a time):
// "Paper #2 | 20%" is no restatement of "Paper #1 | 20%" (rule numbered-members-differ,
// lib/syllabus/scheme/numbered-apart.ts), so the scheme is not cut between them. Invented example.
import { describe, expect, it } from 'vitest';
import { extractScheme } from '../../../../lib/syllabus/scheme/layout.js';
import { numberedApart } from '../../../../lib/syllabus/scheme/numbered-apart.js';
import { segment } from '../../../../lib/syllabus/segment/lines.js';

const rows = [
  '| Lab attendance | 10%',
  '---|---|---',
  '',
  '| Essay #1 | 25%',
  '---|---|---',
  '',
  '| Essay #2 | 25%',
  '---|---|---',
  '',
  '| Final exam | 40%',
  '---|---|---',
].join('\n');

describe('numbered members of equal weight', () => {
  it('are read as one scheme, the numbers telling them apart', () => {
    const steps: string[] = [];
    const scheme = extractScheme(segment(rows), rows.split('\n'), (s) => steps.push(s));
    expect(scheme.map((c) => [c.title, c.weight])).toEqual([
      ['Lab attendance', 10],
      ['Essay #1', 25],
      ['Essay #2', 25],
      ['Final exam', 40],
    ]);
    expect(steps.some((s) => s.includes('numbered-members-differ'))).toBe(true);
  });

  it('tells names apart only when both carry numbers, and not the same', () => {
    expect(numberedApart('Paper #1', 'Paper #2')).toBe(true);
    expect(numberedApart('Paper #1', 'Paper 1')).toBe(false);
    expect(numberedApart('Assignments', '4.1 Assignments')).toBe(false);
    expect(numberedApart('Exam II', 'Exam III')).toBe(false);
  });
});
