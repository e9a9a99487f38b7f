// The clean stage (lib/syllabus/clean/index.ts): its rules run in their stated order, each one alone
// does its one rewrite, and the trace names the rules that changed the text.
import { describe, expect, it } from 'vitest';
import { clean, cleanRules } from '../../../../lib/syllabus/clean/index.js';
import type { Work } from '../../../../lib/syllabus/types.js';

const rule = (name: string) => cleanRules.find((r) => r.name === name)!;

describe('clean stage', () => {
  it('runs each named rule once, in order', () => {
    expect(cleanRules.map((r) => r.name)).toEqual([
      'bound-lines',
      'rtf-source',
      'drop-print-footers',
      'drop-markdown-escapes',
      'drop-markdown-images',
      'legacy-bullets',
      'join-link-wrapped-rows',
      'number-wrapped-in-its-link',
      'part-glued-links',
      'drop-markdown-links',
      'join-lone-pipe-cells',
      'join-bar-led-cells',
      'join-figure-below-row',
      'join-row-wrapped-before-figure',
      'caption-cell-above-table',
      'restated-shares',
      'share-or-points',
      'join-wrapped-units',
      'ocr-digits-in-shares',
      'letter-l-years',
      'blank-circa',
      'trailing-fraction-shares',
      'blank-dash-leaders',
      'blank-equals-before-bare-figures',
      'join-wrapped-dot-leaders',
      'join-wrapped-bare-leaders',
      'blank-dot-leaders',
      'hyphen-between-label-and-figure',
      'blank-bare-leaders',
      'fraction-shares',
      'inline-fraction-shares',
      'respective-shares',
      'each-and-total-columns',
      'paired-scheme-columns',
      'stacked-table-cells',
      'stacked-cells-column-variants',
      'spread-table-rows',
      'figure-first-rows',
      'noted-figure-rows',
      'join-wrapped-items',
      'drop-restated-counts',
      'figure-adjective-works',
      'unglue-words',
      'split-runs',
      'join-weekday-split-dates',
      'join-split-dates',
      'caption-column-units',
      'carry-first-row-unit',
      'carry-captioned-units',
    ]);
  });

  it('each rule is testable alone', () => {
    expect(rule('drop-markdown-escapes').apply('1\\. Class Participation')).toBe('1. Class Participation');
    expect(rule('blank-circa').apply('Essay c.20%')).not.toContain('c.20%');
    expect(rule('blank-dash-leaders').apply('Exam I--------------20%')).not.toContain('---');
  });

  it('traces the rules that changed the text, and only those', () => {
    const steps: string[] = [];
    const work = {
      source: '1\\. Quizzes c.20%\nFinal ______ 30%',
      trace: (s: string) => steps.push(s),
    } as unknown as Work;
    clean.run(work);
    expect(work.text).toContain('1. Quizzes');
    expect(steps.map((s) => s.split(' ')[1])).toEqual(['drop-markdown-escapes', 'blank-circa', 'blank-dash-leaders']);
  });
});
