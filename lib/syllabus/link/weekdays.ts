// A day of the week stated once for a component's work ("Your IIQs are due Fridays by 11:59pm of the week
// the readings are assigned", "you have until Friday at 5 pm to submit each journal entry"): members the
// schedule dates only by their week are due on that day of their week, at that time.
import { findDates, type Term } from '../calendar/dates.js';
import type { Component } from '../scheme/layout.js';
import { sentences } from '../scheme/prose.js';
import type { Line } from '../segment/lines.js';
import type { LocalDue } from '../types.js';
import { classify, contentTokens, sameWord } from '../vocabulary/kinds.js';

export interface DayRule {
  /** 0 for Sunday … 6 for Saturday. */
  day: number;
  time: string | null;
  /** The component the sentence names by every word of its name, or its kind. */
  title: string | null;
  kind: string | null;
}

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
// "due Fridays", "due by Friday", "until Friday", "due each Friday", "due on Sundays".
const DUE_ON =
  /\b(?:due|until|submitted|submit)\s+(?:(?:on|by|every|each|before)\s+){0,2}(sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?\b/i;
const DEFAULT =
  /\bunless\s+(?:otherwise\s+)?(?:stated|noted|specified|indicated)\b|\b(?:stated|noted|specified|indicated)\s+otherwise\b/i;
const NOUN =
  /\b(?:assignments?|homeworks?|quiz(?:zes)?|journals?|entries|responses?|reflections?|posts?|worksheets?)\b/gi;

/** Rules from sentences of plain text that state a weekday after a deadline word and no date of their own. */
export function dayRules(lines: Line[], term: Term, components: readonly Component[]): DayRule[] {
  const rules: DayRule[] = [];
  for (const line of lines) {
    if (line.type !== 'text' && line.type !== 'bullet') continue;
    if (!/day/i.test(line.text)) continue;
    for (const sentence of sentences(line.text)) {
      const m = DUE_ON.exec(sentence);
      if (!m) continue;
      const found = findDates(sentence, term);
      if (found.dates.length) continue;
      const time = found.times.find((t) => t.index > m.index)?.time ?? null;
      const day = DAYS.indexOf(m[1]!.toLowerCase());
      const words = contentTokens(sentence);
      // The component named by every word of its name ("IIQs", "reading responses").
      const named = components.filter((c) => {
        const name = contentTokens(c.title);
        return name.length > 0 && name.every((t) => words.some((w) => sameWord(t, w)));
      });
      if (named.length === 1) {
        rules.push({ day, time, title: named[0]!.title, kind: null });
        continue;
      }
      // "… until Friday by 11:59pm to do your assignments unless specified otherwise": the course's default.
      if (DEFAULT.test(sentence)) {
        rules.push({ day, time, title: null, kind: null });
        continue;
      }
      const kinds = new Set([...sentence.matchAll(NOUN)].map((k) => classify(k[0])).filter((k) => k !== 'other'));
      if (kinds.size === 1) rules.push({ day, time, title: null, kind: [...kinds][0]! });
    }
  }
  return rules;
}

// Exams and quizzes sit when they are held; a default for the course's work never moves them.
const WRITTEN = new Set(['assignment', 'project', 'lab', 'other']);

/** The rule for a component: the one naming it, else the one for its kind, else the course's default for written work. */
export function ruleFor(c: Component, rules: readonly DayRule[]): DayRule | null {
  return (
    rules.find((r) => r.title === c.title) ??
    rules.find((r) => r.title === null && r.kind === c.kind) ??
    (WRITTEN.has(c.kind) ? rules.find((r) => r.title === null && r.kind === null) : undefined) ??
    null
  );
}

/** A mention dated only by its week, moved to the rule's day of that week (and its time). */
export function onStatedDay<M extends { due: LocalDue | null; weekOnly?: boolean }>(m: M, rule: DayRule): M {
  if (!m.weekOnly || !m.due || m.due.time) return m;
  return { ...m, due: { date: dayOfWeek(m.due.date, rule.day), time: rule.time }, weekOnly: false };
}

/** The first `day` of the week on or after `weekStart` (a week row's first day). */
export function dayOfWeek(weekStart: string, day: number): string {
  const at = new Date(`${weekStart}T00:00:00Z`);
  const shift = (day - at.getUTCDay() + 7) % 7;
  return new Date(at.getTime() + shift * 86400000).toISOString().slice(0, 10);
}
