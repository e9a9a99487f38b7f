// Features of the days that could date a component left whole (the record of date choices, ./merge.ts
// recordDueChoices): every day the component's own line gives, every dated mention the rules link to it, and the
// page's other dated mentions, each described by cheap numbers (where the day sits, the words around it, how the
// mention's name and number agree with the component's, its place in the term, whether the rules chose it).
// Offline only: scripts/syllabus-eval/due-choice.ts cross-validates a learned choice over them against the rules;
// nothing at request time computes them. Lines are read in bounded windows.
import type { Term } from '../calendar/dates.js';
import { findDates } from '../calendar/dates.js';
import type { Mention } from '../mentions/schedule.js';
import type { Component } from '../scheme/layout.js';
import type { LocalDue } from '../types.js';
import { contentTokens, sameWord } from '../vocabulary/kinds.js';

/** One day that could be a component's due date, and where it was read. */
export interface DueCandidate {
  due: LocalDue;
  /** The schedule's mention that gives it; null for a day on the component's own line. */
  mention: Mention | null;
  /** The words before the day on its line (its clause, for a day on the component's own line). */
  before: string;
  /** The words after the day on its line. */
  after: string;
  /** The line the day is on (the component's own for its own days). */
  line: number;
  /** Its place in the document, for ties. */
  order: number;
  /** The rules linked the mention to the component (or it is on the component's own line). */
  linked: boolean;
}

export const DUE_FEATURES = [
  'own',
  'score',
  'table',
  'list',
  'dueColumn',
  'whenStated',
  'draft',
  'weekOnly',
  'corrected',
  'hasTime',
  'dueWord',
  'releaseWord',
  'draftWord',
  'classWord',
  'kindAgree',
  'sameName',
  'qualifier',
  'numberAgree',
  'numbered',
  'latest',
  'earliest',
  'termPlace',
  'finalLate',
  'sharedOther',
  'firstInDocument',
  'candidates',
  'rulesChoice',
  'linked',
  'wordsShared',
] as const;

const DUE_WORD = /\b(?:due|deadline|submit(?:ted|ssion)?|hand(?:ed)?[ -]in|turn(?:ed)? in|closes?|upload)\b/i;
const RELEASE_WORD = /\b(?:released?|posted|issued|handed out|distributed|assigned|available|opens?|out)\b/i;
const DRAFT_WORD = /\b(?:drafts?|proposals?|outlines?|plans?|rough|interim|progress|abstract|topic)\b/i;
const CLASS_WORD =
  /\b(?:review|discussion|discuss|lecture|read(?:ing)?s?|chapters?|ch\.|intro(?:duction)?|overview)\b/i;
const TABLE = /^\s*\|/;
const LIST = /^\s*(?:[-*+•]|\d{1,3}[.)])\s/;

const WINDOW = 60;

/** A day's place in its line: the words before and after it, each at most a window long. */
export function around(line: string, due: LocalDue, term: Term): { before: string; after: string } {
  const found = findDates(line, term).dates.find((d) => d.due.date === due.date);
  if (!found) return { before: line.slice(0, WINDOW * 2), after: '' };
  return {
    before: line.slice(Math.max(0, found.index - WINDOW), found.index),
    after: line.slice(found.end, found.end + WINDOW),
  };
}

const qualifiers = (title: string) => {
  const tokens = contentTokens(title);
  const head = tokens[tokens.length - 1];
  return head === undefined ? [] : tokens.filter((t) => !sameWord(t, head));
};

export interface DueContext {
  component: Component;
  /** The numbers that number the component ("Exam 2"), or its ordinal ("Second midterm"). */
  numbers: readonly number[];
  raw: readonly string[];
  /** Every dated day of the schedule, as YYYY-MM-DD, first and last (the term's span as the page dates it). */
  span: { first: string; last: string } | null;
  /** Whether another component was linked to the day by the schedule's mentions. */
  shared: (date: string) => boolean;
  /** The day the hand-ordered rules (chooseDue) give, if any. */
  chosen: string | null;
}

const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 864e5;

/** One row of DUE_FEATURES per candidate, in the order given. */
export function dueFeatures(cands: readonly DueCandidate[], ctx: DueContext): number[][] {
  const c = ctx.component;
  const cTokens = contentTokens(c.title);
  const quals = qualifiers(c.title);
  const days = cands.map((x) => x.due.date);
  const distinct = new Set(days);
  const sorted = [...days].sort();
  const latest = sorted[sorted.length - 1] ?? '';
  const earliest = sorted[0] ?? '';
  const firstOrder = Math.min(...cands.map((x) => x.order));
  const span = ctx.span;
  const width = span ? dayNumber(span.last) - dayNumber(span.first) : 0;
  return cands.map((x) => {
    const m = x.mention;
    const line = ctx.raw[x.line] ?? '';
    const near = `${x.before} ${x.after}`;
    const mTokens = m ? contentTokens(m.title) : cTokens;
    const place =
      span && width > 0 ? Math.min(1, Math.max(0, (dayNumber(x.due.date) - dayNumber(span.first)) / width)) : 0.5;
    const several = distinct.size > 1;
    return [
      m ? 0 : 1,
      m ? m.score : 4,
      TABLE.test(line) ? 1 : 0,
      LIST.test(line) ? 1 : 0,
      m?.dueColumn ? 1 : 0,
      m?.whenStated ? 1 : 0,
      m?.draft ? 1 : 0,
      m?.weekOnly ? 1 : 0,
      m?.corrected ? 1 : 0,
      x.due.time ? 1 : 0,
      DUE_WORD.test(x.before.slice(-40)) ? 1 : 0,
      RELEASE_WORD.test(x.before.slice(-40)) ? 1 : 0,
      DRAFT_WORD.test(near) ? 1 : 0,
      CLASS_WORD.test(near) ? 1 : 0,
      m ? (m.kind === c.kind ? 1 : 0) : 1,
      m ? (mTokens.length === cTokens.length && mTokens.every((t) => cTokens.some((u) => sameWord(t, u))) ? 1 : 0) : 1,
      quals.length && mTokens.some((t) => quals.some((q) => sameWord(q, t))) ? 1 : 0,
      m?.number !== null && m?.number !== undefined ? (ctx.numbers.includes(m.number) ? 1 : -1) : 0,
      ctx.numbers.length ? 1 : 0,
      several && x.due.date === latest ? 1 : 0,
      several && x.due.date === earliest ? 1 : 0,
      place,
      c.kind === 'final' ? place : 0,
      ctx.shared(x.due.date) ? 1 : 0,
      several && x.order === firstOrder ? 1 : 0,
      Math.min(5, distinct.size),
      ctx.chosen === x.due.date ? 1 : 0,
      x.linked ? 1 : 0,
      Math.min(3, mTokens.filter((t) => cTokens.some((u) => sameWord(t, u))).length),
    ];
  });
}
