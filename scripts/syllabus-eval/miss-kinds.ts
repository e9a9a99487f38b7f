// What is wrong with an item the outcome judges wrong, and the evidence of the answer that stood beside it
// (shared by confidence-misses.ts and confidence-cuts.ts).
import { seriesKey } from '../../lib/syllabus/calibrate/features.js';
import { FEATURE_NAMES } from '../../lib/syllabus/calibrate/index.js';
import type { ParsedAssessment } from '../../lib/syllabus/index.js';
import { toPredicted } from './run.js';
import { type Answer, type ExpectedItem, scoreFile, similarity } from './score.js';

const f = (x: number[], name: (typeof FEATURE_NAMES)[number]) => x[FEATURE_NAMES.indexOf(name)]!;

/** What is wrong with an item the outcome judges wrong. */
export function whatIsWrong(item: ParsedAssessment, items: ParsedAssessment[], answer: Answer): string {
  const predicted = toPredicted(items);
  const at = items.indexOf(item);
  const pair = scoreFile(answer, predicted).pairs.find((p) => p.predicted === predicted[at]);
  if (pair) {
    const e = pair.expected as ExpectedItem & { due_md?: string };
    const day = item.due?.date ?? null;
    const want = e.due ?? (e.due_md ? `????-${e.due_md}` : null);
    if (!day && want) return 'matched, undated where the label dates it';
    if (day && !want) return 'matched, dated where the label has no date';
    if (day && want && day.slice(5, 10) === want.slice(5, 10)) return 'matched, wrong year';
    return 'matched, wrong day';
  }
  const required = answer.items.filter((e) => !e.optional);
  const groups = new Map<string, ExpectedItem[]>();
  for (const e of required) if (e.group) groups.set(e.group, [...(groups.get(e.group) ?? []), e]);
  for (const [g, members] of groups) {
    const total = members.reduce((s, e) => s + e.weight, 0);
    if (
      members.length >= 2 &&
      (similarity(item.title, g) >= 0.5 ||
        members.some((e) => similarity(item.title.replace(/\d+/g, ''), e.title.replace(/\d+/g, '')) >= 0.6) ||
        Math.abs(total - item.weight) < 0.01)
    )
      return 'unmatched: a group whose members are labelled';
  }
  if (required.some((e) => similarity(item.title, e.title) >= 0.5)) return 'unmatched: its label went to another item';
  const inSeries = items.filter((i) => seriesKey(i) === seriesKey(item)).length >= 2;
  if (inSeries && required.some((e) => similarity(item.title.replace(/\d+/g, ''), e.title) >= 0.5))
    return 'unmatched: a member where the label has the component';
  return 'unmatched: not in the label';
}

export function evidence(x: number[], item: ParsedAssessment, warnings: string[]): string[] {
  const source = warnings.some((w) => w.includes('inferred from figures'))
    ? 'scheme:shares'
    : warnings.some((w) => w.includes("look like a scheme's"))
      ? 'scheme:learned'
      : warnings.some((w) => w.startsWith('Equal weights'))
        ? 'scheme:equal'
        : 'scheme:layout';
  return [
    source,
    f(x, 'in_series') ? 'series member' : 'single',
    item.due ? 'dated' : 'undated',
    item.due ? (f(x, 'due_by_title') ? 'day beside title' : 'day not beside title') : '',
    item.due ? (f(x, 'year_in_text') ? 'year stated' : 'year assumed') : '',
    f(x, 'weight_stated') ? 'weight printed' : 'weight not printed',
    f(x, 'title_found') ? 'title in text' : 'title not in text',
    f(x, 'sum_is_100') ? 'sum 100' : 'sum not 100',
    `kind:${item.kind}`,
  ].filter(Boolean);
}
