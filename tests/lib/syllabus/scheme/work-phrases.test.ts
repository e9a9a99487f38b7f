// Names of work holding a look-alike's word ("hour exam", "at least 6 pages"). Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { withoutWorkPhrases } from '../../../../lib/syllabus/scheme/work-phrases.js';

const weighted = (text: string) => parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight]);

describe('work phrases', () => {
  it('blanks an hour exam and a stated length, keeping durations and thresholds', () => {
    expect(withoutWorkPhrases('Second hour-exam')).toBe('Second      exam');
    expect(withoutWorkPhrases('two hourly tests')).toBe('two        tests');
    expect(withoutWorkPhrases('Review (at least 6 pages)')).toBe(`Review (${' '.repeat(16)})`);
    expect(withoutWorkPhrases('Exam (2 hours)')).toBe('Exam (2 hours)');
    expect(withoutWorkPhrases('you need at least 60% to pass')).toBe('you need at least 60% to pass');
  });

  it('reads shares named so as shares', () => {
    const text = [
      'Grading',
      '',
      'Hour exam one | 25%',
      'Hour exam two | 25%',
      'Book review (at least 5 pages): 20%',
      'Final exam | 30%',
      '',
    ].join('\n');
    expect(weighted(text).reduce((s, [, w]) => s + (w as number), 0)).toBe(100);
    expect(weighted(text).map(([t]) => t)).toContain('Book review');
  });
});
