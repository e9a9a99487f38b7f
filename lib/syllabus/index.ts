// parseSyllabus: course-outline text in, dated and weighted assessments out.
// Stages: segment ▸ term ▸ grading scheme ▸ schedule mentions ▸ merge ▸ stated deadline times.
import { boundLines } from './bounds.js';
import { findTerm } from './dates.js';
import { applyTimeRules, timeRules } from './deadlines.js';
import { merge } from './merge.js';
import { extractScheme } from './scheme.js';
import { extractMentions } from './schedule.js';
import { segment } from './text.js';
import type { ParseOptions, ParsedAssessment } from './types.js';

export type { Kind, LocalDue, ParsedAssessment, ParseOptions } from './types.js';
export { KINDS } from './types.js';

export function parseSyllabus(source: string, options: ParseOptions = {}): ParsedAssessment[] {
  const text = boundLines(source);
  const lines = segment(text);
  const term = findTerm(text, options.fallbackYear ?? new Date().getUTCFullYear());
  const components = extractScheme(lines, text.replace(/\r\n?/g, '\n').split('\n'));
  if (!components.length) return [];
  const courseDigits = new Set((options.courseCode ?? '').match(/\d+/g) ?? []);
  const mentions = extractMentions(lines, term, new Set(components.map((c) => c.line)), courseDigits, components.map((c) => c.title));
  return applyTimeRules(merge(components, mentions, term), timeRules(lines, term));
}
