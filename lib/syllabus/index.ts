// parseSyllabus: course-outline text in, dated and weighted assessments out.
// Stages: segment ▸ term ▸ grading scheme ▸ schedule mentions ▸ merge ▸ stated deadline times.
import { boundLines } from './bounds.js';
import { findTerm } from './dates.js';
import { applyTimeRules, timeRules } from './deadlines.js';
import { merge } from './merge.js';
import { extractScheme, type Component } from './scheme.js';
import { findShares, type ShareScheme } from './shares.js';
import { extractMentions } from './schedule.js';
import { segment } from './text.js';
import type { ParseOptions, ParsedAssessment } from './types.js';

export type { Kind, LocalDue, ParsedAssessment, ParseOptions } from './types.js';
export { KINDS } from './types.js';

export function parseSyllabus(source: string, options: ParseOptions = {}): ParsedAssessment[] {
  const text = boundLines(source);
  const lines = segment(text);
  const term = findTerm(text, options.fallbackYear ?? new Date().getUTCFullYear());
  const raw = text.split('\n');
  const components = chooseScheme(extractScheme(lines, raw), findShares(raw));
  if (!components.length) return [];
  const courseDigits = new Set((options.courseCode ?? '').match(/\d+/g) ?? []);
  const mentions = extractMentions(lines, term, new Set(components.map((c) => c.line)), courseDigits, components.map((c) => c.title));
  return applyTimeRules(merge(components, mentions, term), timeRules(lines, term));
}

/**
 * The layout reader's scheme when its shares make the whole; otherwise the scheme the constraint
 * finder chose (the best run of shares anywhere that adds up to 100 % or a stated total).
 */
function chooseScheme(layout: Component[], shares: ShareScheme | null): Component[] {
  const sum = layout.reduce((s, c) => s + c.weight, 0);
  if (layout.length && Math.abs(sum - 100) <= 1) return layout;
  if (shares && shares.components.length >= 2) return shares.components;
  return layout;
}
