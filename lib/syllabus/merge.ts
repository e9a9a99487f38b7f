// Merging: each scheme component either splits into the numbered members the schedule
// lists (the group weight shared equally) or stays one item dated by its own line or by
// the best mention of it.
import { findDates, type Term } from './dates.js';
import { classify, contentTokens, numbersOf, sameWord } from './kinds.js';
import type { Component } from './scheme.js';
import { examMembers } from './exam-pair.js';
import { memberName } from './member-name.js';
import { statesSize } from './series.js';
import type { Mention } from './schedule.js';
import type { LocalDue, DraftAssessment } from './types.js';

const NOUNS = ['homework', 'assignment', 'problem', 'set', 'programming', 'lab', 'laboratory', 'practical', 'quiz', 'exam', 'examination', 'midterm', 'test', 'final', 'project', 'paper', 'essay', 'report', 'presentation', 'reflection', 'check', 'worksheet', 'exercise', 'proposal', 'critique', 'journal', 'review',
  'prueba', 'certamen', 'control', 'informe', 'composicion', 'examen', 'tarea', 'ensayo', 'proyecto', 'laboratorio', 'devoir', 'projet', 'klausur', 'prufung', 'hausarbeit', 'ubung', 'referat', 'projekt'];

const nounTokens = (title: string) => contentTokens(title).filter((t) => NOUNS.some((n) => sameWord(n, t)));
const overlap = (a: string[], b: string[]) => a.filter((x) => b.some((y) => sameWord(x, y))).length;
const subset = (a: string[], b: string[]) => a.length > 0 && a.every((x) => b.some((y) => sameWord(x, y)));

interface Slot {
  component: Component;
  numbered: boolean;
  members: Map<number, Mention>;
  candidates: Mention[];
}

function better(a: Mention, b: Mention): boolean {
  if (!!a.due !== !!b.due) return !!a.due;
  // A stated change ("PA3 is now due Monday 3/1 instead of Friday 2/26") outranks the schedule's row.
  if (a.corrected !== b.corrected) return a.corrected;
  return a.score > b.score;
}

function assign(slots: Slot[], m: Mention, aliases: ReadonlyMap<string, string>): void {
  // A member named by the component's abbreviation ("RR 3") is read under the component's own name.
  const name = expand(m.title, aliases);
  const mTokens = contentTokens(name);
  const abbreviated = name !== m.title ? slots.find((s) => !s.numbered && name.startsWith(s.component.title)) : undefined;
  if (abbreviated && m.number !== null) {
    const held = abbreviated.members.get(m.number);
    if (!held || better(m, held)) abbreviated.members.set(m.number, m);
    return;
  }
  if (m.number !== null) {
    const direct = slots.find((s) => s.numbered && numbersOf(s.component.title).includes(m.number!) && overlap(nounTokens(s.component.title), mTokens) > 0);
    if (direct) { direct.candidates.push(m); return; }
    let best: Slot | null = null;
    let bestScore = 0;
    for (const s of slots) {
      if (s.numbered || (s.component.kind === 'final' && m.kind !== 'final')) continue;
      const cTokens = contentTokens(s.component.title);
      const score = overlap(mTokens, cTokens) + (s.component.kind === m.kind ? 0.5 : 0);
      if (overlap(nounTokens(name), cTokens) === 0 && s.component.kind !== m.kind) continue;
      if (score > bestScore) { best = s; bestScore = score; }
    }
    if (best && bestScore >= 1) {
      const held = best.members.get(m.number);
      // "Lab Report 1" over "Lab 1" (the session) for "Laboratory reports": the closer name wins first.
      const cTokens = contentTokens(best.component.title);
      const fit = held ? overlap(mTokens, cTokens) - overlap(contentTokens(held.title), cTokens) : 1;
      if (!held || fit > 0 || (fit === 0 && better(m, held))) best.members.set(m.number, m);
    }
    return;
  }
  // A mention whose words all belong to one component's name ("take-home examination" of "Final take-home
  // examination") names it, whatever kind its words alone suggest.
  // The component's own name ("Exam" for a component "Exam" read as the final) names it whatever the kinds.
  const same = (s: Slot) => { const c = contentTokens(s.component.title); return c.length === mTokens.length && subset(mTokens, c); };
  const named = mTokens.length >= 2 ? slots.filter((s) => !s.numbered && subset(mTokens, contentTokens(s.component.title))) : mTokens.length ? slots.filter((s) => !s.numbered && same(s)) : [];
  if (named.length === 1 && named[0]!.component.kind !== m.kind) { named[0]!.candidates.push(m); return; }
  for (const s of slots) {
    if (s.numbered || s.component.kind !== m.kind) continue;
    const cNouns = nounTokens(s.component.title);
    const mNouns = nounTokens(name);
    // Every noun of the component must be named ("Final" ~ "Final Exam", "Group Project" ~ "Final Project");
    // a bare "final" in prose does not date a "Final Paper".
    // A shortened name of the same kind ("Mid-semester" of "Mid-semester examination") names it too.
    if (subset(cNouns, mTokens) || (mNouns.length >= 2 && subset(mNouns, contentTokens(s.component.title))) || (mTokens.length >= 2 && subset(mTokens, contentTokens(s.component.title)))) s.candidates.push(m);
  }
}

// A component that is itself a draft stage ("Essay plan", "Project proposal") keeps its own dates.
const DRAFT_NAME = /\b(?:drafts?|interim|progress|proposals?|outlines?|plans?|rough)\b/i;
const DUE_WORD = /\b(?:due|deadline|submit(?:ted)?|hand(?:ed)? in|closes?)\b/i;
const RELEASE_WORD = /\b(?:released?|posted|issued|handed out|available|opens?)\b[^;.|]*$/i;

/**
 * The component's own date on its scheme line (and details): a date after a deadline word
 * ("released Monday 24 March; due Friday 11 April") before any other, never a release date.
 */
function ownDate(rest: string, term: Term) {
  const dates = findDates(rest, term).dates;
  const clauseStart = (i: number) => Math.max(rest.lastIndexOf(';', i), rest.lastIndexOf('|', i)) + 1;
  const due = dates.find((d) => DUE_WORD.test(rest.slice(clauseStart(d.index), d.index)));
  return due ?? dates.find((d) => !RELEASE_WORD.test(rest.slice(clauseStart(d.index), d.index)));
}

function chooseDue(slot: Slot, term: Term): LocalDue | null {
  // A stated change ("the deadline has been extended to ...") outranks the scheme's own date.
  const changed = slot.candidates.filter((c) => c.corrected && c.due).sort((a, b) => b.order - a.order)[0]?.due;
  const own = ownDate(slot.component.rest, term);
  // The scheme may already give the new day with its time.
  if (changed) return own && !own.range && own.due.date === changed.date && !changed.time ? own.due : changed;
  if (own) return own.range ? null : own.due;
  const pool = slot.candidates.filter((c) => c.due || c.range);
  if (slot.members.size === 1) pool.push(...slot.members.values());
  if (!pool.length) return null;
  const top = Math.max(...pool.map((c) => c.score));
  let best = pool.filter((c) => c.score === top && c.due);
  // Only spans of days at the top ("essay deadline Monday" in a "w/c 7 Dec" row): an exact day stated
  // one rank lower (a deadline sentence) is the deadline within them.
  if (!best.length) best = pool.filter((c) => c.score === top - 1 && c.due);
  // Among equally placed dates, a draft, interim or feedback-only stage gives way to the graded submission.
  if (!DRAFT_NAME.test(slot.component.title) && best.some((c) => !c.draft)) best = best.filter((c) => !c.draft);
  if (!best.length) return null;
  // A project's several stages under one weight are due at the last one.
  if (slot.component.kind === 'project') return best.map((c) => c.due!).sort((a, b) => (a.date < b.date ? 1 : -1))[0]!;
  return best.sort((a, b) => a.order - b.order)[0]!.due;
}

/** The title with a leading abbreviation of a component ("RR 3") spelled out as that component's name. */
function expand(title: string, aliases: ReadonlyMap<string, string>): string {
  const first = /^[A-Za-z]{2,6}/.exec(title)?.[0];
  const full = first ? aliases.get(first.toLowerCase()) : undefined;
  return full ? `${full}${title.slice(first!.length)}` : title;
}

const aliased = (title: string, aliases: ReadonlyMap<string, string>) => [...aliases.values()].includes(title);

/** Two inflections of one word ("travail" / "travaux", "pratique" / "pratiques"): a long shared stem. */
function sameStem(a: string, b: string): boolean {
  if (sameWord(a, b)) return true;
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  return k >= 5 && k * 3 >= Math.min(a.length, b.length) * 2;
}

/**
 * A component left whole ("Travaux pratiques (4 × 5 %)") whose members the outline lists numbered
 * under another inflection of its name ("Travail pratique 3 — Flexion"): every word of the member's
 * name shares a stem with the component's, the numbers run 1..n, the scheme states n, and at least
 * two members are dated.
 */
function inflectedSeries(slot: Slot, slots: Slot[], mentions: Mention[], aliases: ReadonlyMap<string, string>, detail: string): void {
  if (slot.numbered || slot.members.size >= 2) return;
  const cTokens = contentTokens(slot.component.title);
  // Another component's members count only where they split it; a lone member there dates nothing yet.
  const claimed = new Set(slots.flatMap((s) => (s === slot ? [] : [...(s.members.size >= 2 ? s.members.values() : []), ...s.candidates])));
  const byNumber = new Map<number, Mention>();
  for (const m of mentions) {
    if (m.number === null || claimed.has(m)) continue;
    const name = contentTokens(expand(m.title, aliases)).slice(0, cTokens.length);
    if (name.length !== cTokens.length || !name.every((t, i) => sameStem(t, cTokens[i]!))) continue;
    const held = byNumber.get(m.number);
    if (!held || better(m, held)) byNumber.set(m.number, m);
  }
  const n = byNumber.size;
  if (n < 2 || ![...byNumber.keys()].every((k) => k >= 1 && k <= n)) return;
  if (!statesSize(slot.component, n, detail) || [...byNumber.values()].filter((m) => m.due).length < 2) return;
  slot.members = byNumber;
}

const round = (n: number) => Math.round(n * 10000) / 10000;

export function merge(components: Component[], mentions: Mention[], term: Term, aliases: ReadonlyMap<string, string> = new Map(), details: string[] = [], raw: string[] = []): DraftAssessment[] {
  const slots: Slot[] = components.map((c) => ({ component: c, numbered: numbersOf(c.title).length > 0, members: new Map(), candidates: [] }));
  for (const m of mentions) assign(slots, m, aliases);
  slots.forEach((slot, i) => inflectedSeries(slot, slots, mentions, aliases, details[i] ?? ''));
  const items: DraftAssessment[] = [];
  for (const slot of slots) {
    const c = slot.component;
    let members = [...slot.members.values()].filter((m) => !m.noDue).sort((a, b) => a.number! - b.number! || a.order - b.order);
    // "Quiz 0" beyond the count the scheme states ("x5") is a practice round, not a share of the weight.
    if (c.count && members.length === c.count + 1 && members[0]!.number === 0) members = members.slice(1);
    // Members known only by an abbreviation ("RR 3") stand for the component when the schedule dates them.
    if (aliased(c.title, aliases) && members.filter((m) => m.due).length < 2) members = [];
    // "(3) Exams" with "Exam 1" and "Exam 2" dated: the third is the final exam the outline names.
    const exams = members.length < 2 || (c.count !== null && members.length === c.count - 1) ? examMembers(c, components, mentions, raw) : null;
    if (exams) { items.push(...exams); continue; }
    if (members.length >= 2) {
      const each = round(c.weight / members.length);
      for (const m of members) {
        // A member named only by the group's own nouns ("Report 2" of "Practical reports") is of the group's kind.
        const kind = c.kind !== 'other' && subset(nounTokens(expand(m.title, aliases)), contentTokens(c.title)) ? c.kind : classify(m.title);
        items.push({ title: memberName(m.title, c.title, c.kind), kind: kind === 'other' ? c.kind : kind, due: m.due, weight: each });
      }
      continue;
    }
    items.push({ title: c.title, kind: c.kind, due: chooseDue(slot, term), weight: round(c.weight) });
  }
  return items;
}
