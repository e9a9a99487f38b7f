// parseSyllabus: course-outline text in, dated and weighted assessments out.
// Stages: bound lines ▸ segment ▸ term ▸ grading scheme (layout reader, else the constraint
// finder over every share in the text) ▸ schedule mentions ▸ merge ▸ stated deadline times ▸
// confidence and warnings.
import { boundLines } from './bounds.js';
import { unglue } from './glued.js';
import { dropPrintFooters } from './stamps.js';
import { splitRuns } from './runs.js';
import { joinSplitDates } from './wrapped.js';
import { captionedUnits } from './captioned.js';
import { splitIntoParts } from './parts.js';
import { findTerm } from './dates.js';
import { forgetContentTokens } from './kinds.js';
import { applyTimeRules, timeRules } from './deadlines.js';
import { merge } from './merge.js';
import { extractScheme, type Component } from './scheme.js';
import { findShares, labelScore, type ShareScheme } from './shares.js';
import { extractMentions } from './schedule.js';
import { seriesAliases } from './series.js';
import { explanations, memberWeights, withStems } from './memberweights.js';
import { spelledShares } from './spelled.js';
import { equalScheme } from './equal.js';
import { segment } from './text.js';
import { calibrate } from './calibrate/index.js';
import type { DraftAssessment, ParseOptions, ParsedAssessment, SyllabusReading } from './types.js';

export type { Kind, LocalDue, ParsedAssessment, ParseOptions, SyllabusReading } from './types.js';
export { KINDS } from './types.js';

/** The items alone (see readSyllabus for the warnings). */
export function parseSyllabus(source: string, options: ParseOptions = {}): ParsedAssessment[] {
  return readSyllabus(source, options).items;
}

/** The items, each with a confidence, and what the reader is unsure of, in words a student can confirm. */
export function readSyllabus(source: string, options: ParseOptions = {}): SyllabusReading {
  try {
    return calibrate(source, read(source, options));
  } finally {
    forgetContentTokens();
  }
}

function read(source: string, options: ParseOptions): SyllabusReading {
  const text = captionedUnits(joinSplitDates(splitRuns(unglue(dropPrintFooters(boundLines(source))))));
  const lines = segment(text);
  const fallbackYear = options.fallbackYear ?? new Date().getUTCFullYear();
  const term = findTerm(text, fallbackYear);
  const raw = text.split('\n');
  const scheme = chooseScheme(
    extractScheme(lines, raw),
    () => findShares(spelledShares(raw)),
    () => equalScheme(raw),
  );
  if (!scheme.components.length)
    return { items: [], warnings: ['No grading scheme was recognised: add the items by hand.'] };
  const components = splitIntoParts(scheme.components, raw);
  const courseDigits = new Set((options.courseCode ?? '').match(/\d+/g) ?? []);
  const details = componentDetails(raw, components);
  const weighted = components.map((c, i) => memberWeights(c, explanations(c, details[i] ?? '', raw)));
  const aliases = withStems(seriesAliases(text, components, details), components, weighted);
  const mentions = extractMentions(
    lines,
    term,
    new Set(components.map((c) => c.line)),
    courseDigits,
    components.map((c) => c.title),
    new Set(aliases.keys()),
  );
  const merged = applyTimeRules(
    merge(components, mentions, term, aliases, details, weighted, raw),
    timeRules(lines, term, components),
  );
  const items = merged.map((item) => ({ ...item, confidence: itemConfidence(item, scheme.confidence, components) }));
  return { items, warnings: warnings(items, scheme, text, term.year) };
}

/**
 * What the outline says under each component's line ("Laboratory (25%)" / "Five experiments, 5% each"):
 * the next few lines with text, up to a blank line after them or another component's line.
 */
function componentDetails(raw: string[], components: Component[]): string[] {
  const starts = new Set(components.map((c) => c.line));
  return components.map((c) => {
    const said: string[] = [];
    for (let i = c.line + 1; i < raw.length && i <= c.line + 6 && !starts.has(i); i++) {
      const l = raw[i]!.trim();
      if (!l) {
        if (said.length) break;
        continue;
      }
      said.push(l.slice(0, 200));
    }
    return said.join(' ');
  });
}

interface Chosen {
  components: Component[];
  confidence: number;
  source: 'layout' | 'shares' | 'equal';
}

/**
 * The layout reader's scheme when its shares make the whole; otherwise the scheme the constraint
 * finder chose (the best run of shares anywhere that adds up to 100 % or a stated total).
 */
function chooseScheme(layout: Component[], findShares: () => ShareScheme | null, findEqual: () => Component[]): Chosen {
  const sum = layout.reduce((s, c) => s + c.weight, 0);
  const quality = (cs: Component[]) => cs.reduce((q, c) => q + labelScore(c.title), 0) / (cs.length || 1);
  const layoutQuality = quality(layout);
  // A layout scheme that adds up and whose names read like graded work stands; one whose names read like
  // prose (penalty points normalised to 100, say) yields to a constraint scheme with better names.
  // Titles that repeat one another (`Midterm Exam 1` and `Assignment Midterm Exam 1`) mean the layout
  // reader summed the scheme and a schedule that restates it; the constraint finder reads one region.
  const echoed = repeatsTitles(layout);
  // One component "making the whole" is usually a rule ("the safety quiz (100% required)"), not a scheme,
  // when the outline also holds a scheme of several components that adds up.
  const several = layout.length === 1 ? findShares() : null;
  if (several && several.components.length >= 3)
    return { components: several.components, confidence: Math.min(0.85, several.confidence), source: 'shares' };
  const shares = layout.length && Math.abs(sum - 100) <= 1 && layoutQuality >= 0.7 && !echoed ? null : findShares();
  if (!shares && layout.length && Math.abs(sum - 100) <= 1 && layoutQuality >= 0.7 && !echoed) {
    // The finder may still have read the same components and more (a row the layout reader skipped
    // for its several figures: "Unit tests, 150 points each 300 points possible"): then it is the scheme.
    const found = findShares();
    if (found && found.confidence >= 0.8 && extends_(found.components, layout))
      return { components: found.components, confidence: Math.min(0.85, found.confidence), source: 'shares' };
    return { components: layout, confidence: 0.9, source: 'layout' };
  }
  if (echoed && shares && shares.components.length >= 2 && !repeatsTitles(shares.components)) {
    return { components: shares.components, confidence: Math.min(0.85, shares.confidence), source: 'shares' };
  }
  if (
    layout.length &&
    Math.abs(sum - 100) <= 1 &&
    !(shares && shares.components.length >= 2 && quality(shares.components) >= layoutQuality + 0.3)
  ) {
    return { components: layout, confidence: 0.8, source: 'layout' };
  }
  if (shares && shares.components.length >= 2)
    return { components: shares.components, confidence: Math.min(0.85, shares.confidence), source: 'shares' };
  // No figure at all, but "all exams count equally" and the exams numbered: equal shares, said to be assumed.
  if (!layout.length) {
    const equal = findEqual();
    if (equal.length) return { components: equal, confidence: 0.5, source: 'equal' };
  }
  return { components: layout, confidence: 0.45, source: 'layout' };
}

/** Whether `more` holds every component of `fewer` by title, and others besides. */
function extends_(more: Component[], fewer: Component[]): boolean {
  const titles = new Set(more.map((c) => c.title.toLowerCase()));
  return more.length > fewer.length && fewer.every((c) => titles.has(c.title.toLowerCase()));
}

/** Whether one component's title (of two words or more) ends another's, as a restated schedule row does. */
function repeatsTitles(cs: Component[]): boolean {
  const norm = cs.map((c) => ' ' + c.title.toLowerCase().split(/[:(]/)[0]!.trim().replace(/\s+/g, ' '));
  for (let i = 0; i < norm.length; i++) {
    const b = norm[i]!;
    if (b.trim().split(' ').length < 2) continue;
    for (let j = 0; j < norm.length; j++)
      if (i !== j && norm[j]!.length > b.length && norm[j]!.endsWith(b)) return true;
  }
  return false;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * How sure the reader is of one item: the scheme's own certainty, less when the item is a member
 * whose weight is an equal share of its group, or when its kind is unknown.
 */
function itemConfidence(item: DraftAssessment, schemeConfidence: number, components: Component[]): number {
  let c = schemeConfidence;
  const own = components.some((k) => k.title === item.title);
  if (!own) c -= 0.1;
  if (item.kind === 'other') c -= 0.1;
  return round2(Math.max(0.05, Math.min(0.99, c)));
}

function warnings(items: ParsedAssessment[], scheme: Chosen, text: string, year: number): string[] {
  const out: string[] = [];
  const sum = Math.round(items.reduce((s, i) => s + i.weight, 0) * 100) / 100;
  if (Math.abs(sum - 100) > 1) out.push(`Weights add to ${sum}, not 100.`);
  if (scheme.source === 'shares')
    out.push('The grading scheme was inferred from figures that add up to the whole: confirm its components.');
  if (scheme.source === 'equal')
    out.push('Equal weights were assumed from the outline saying its items count equally: confirm them.');
  const undated = items.filter((i) => !i.due).length;
  if (undated) out.push(`${undated} ${undated === 1 ? 'item has' : 'items have'} no date.`);
  const dated = items.some((i) => i.due);
  if (dated && !/\b(?:19|20)\d{2}\b/.test(text)) out.push(`Year assumed: ${year} (the outline states none).`);
  const unsure = items.filter((i) => i.confidence < 0.6).length;
  if (unsure) out.push(`${unsure} ${unsure === 1 ? 'item is' : 'items are'} uncertain (confidence below 0.6).`);
  return out;
}
