// Markdown escapes are dropped before reading; short dashes before a figure set it off like a leader.
// Invented examples.
import { describe, expect, it } from 'vitest';
import { dropMarkdownEscapes } from '../../../../lib/syllabus/clean/md-escapes.js';
import { blankDashLeaders } from '../../../../lib/syllabus/clean/dash-leaders.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('markdown escapes and short dashes', () => {
  it('drops a backslash before punctuation only', () => {
    expect(dropMarkdownEscapes('1\\. Class Participation \\--30% C:\\Users')).toBe(
      '1. Class Participation --30% C:\\Users',
    );
  });

  it('blanks two or three dashes after a space before a figure, not a range', () => {
    expect(blankDashLeaders('Participation --30%')).toBe('Participation   30%');
    expect(blankDashLeaders('Scale 10--20%')).toBe('Scale 10--20%');
  });

  it('lets the scheme be read', () => {
    const text = 'Grading\n**1\\. Class Participation** \\--30%\n**2\\. Written Projects** \\--70%\n';
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([
      ['Class Participation', 30],
      ['Written Projects', 70],
    ]);
  });
});
