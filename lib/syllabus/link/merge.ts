// Merging: each scheme component either splits into the numbered members the schedule
// lists (the group weight shared equally) or stays one item dated by its own line or by
// the best mention of it.
import { findDates, type Term } from '../calendar/dates.js';
import { classify, contentTokens, numbersOf, sameWord, singularNoun } from '../vocabulary/kinds.js';
import { glossOf } from '../members/gloss.js';
import type { Component } from '../scheme/layout.js';
import { examMembers } from '../members/exam-pair.js';
import { examSittings } from '../members/exam-sittings.js';
import { dueList } from '../members/due-list.js';
import { sittingsInOrder } from '../members/sittings-in-order.js';
import { seriesAcross } from '../members/series-across.js';
import { memberName } from '../members/member-name.js';
import { wholeNameSeries } from '../members/whole-name-series.js';
import { statesSize } from '../members/series.js';
import { namesShortly, namesTheExam, namesTheFinalByManner } from '../members/shortname.js';
import { listedMembers } from '../mentions/listed.js';
import { findMentions, type Mention } from '../mentions/schedule.js';
import { NAMED_DUE } from '../mentions/named-due.js';
import type { LocalDue, DraftAssessment } from '../types.js';
import { datedOneByOne } from '../mentions/weeklabel.js';
import { englishNumberPattern, PAGE_LENGTH } from '../vocabulary/numbers.js';
import type { MemberWeights } from '../members/memberweights.js';
import { type DayRule, onStatedDay, ruleFor } from './weekdays.js';
import { inSchemeWords } from './same-work.js';
import { nameLinkFeatures, nameLinkScore } from './name-link.js';
import { paragraphDue } from './paragraph-due.js';
import { finalIsTheLastSitting } from './final-sitting.js';
import { bare, otherSitting, type Sitting } from './other-sitting.js';
import { type DueCandidate, type DueContext, around, dueFeatures } from './due-features.js';

const NOUNS = [
  'homework',
  'assignment',
  'problem',
  'set',
  'programming',
  'lab',
  'laboratory',
  'practical',
  'quiz',
  'exam',
  'examination',
  'midterm',
  'test',
  'final',
  'project',
  'paper',
  'essay',
  'report',
  'presentation',
  'reflection',
  'check',
  'worksheet',
  'exercise',
  'proposal',
  'critique',
  'journal',
  'review',
  'portfolio',
  'prueba',
  'certamen',
  'control',
  'informe',
  'composicion',
  'examen',
  'tarea',
  'ensayo',
  'proyecto',
  'laboratorio',
  'devoir',
  'projet',
  'klausur',
  'prufung',
  'hausarbeit',
  'ubung',
  'referat',
  'projekt',
  'prova',
  'trabalho',
  'lista',
  'relatorio',
  'parcial',
  'partiel',
  'interrogation',
  'dissertation',
  'commentary',
  'cuestionario',
];

// A component named in the plural is several sittings ("Midterm exams", "Exámenes parciales").
const SEVERAL_SITTINGS =
  /\b(?:exams|examinations|tests|midterms|ex[aá]menes|pruebas|parciales|klausuren|provas|partiels)\b/i;

// (plural-exams-hold-numbered-sittings) "Multiple Choice Examinations 80%", the scheme's only exam, is read as the final
// (soleExam); its plural name says it is several sittings, so the schedule's "Exam I", "Exam 2", "Exam 3" are its
// members, as they would be of any plural exams component. Not a name that says final ("Final exams").
const pluralSittings = (c: Component) => SEVERAL_SITTINGS.test(c.title) && !/\bfinals?\b/i.test(c.title);

const nounTokens = (title: string) => contentTokens(title).filter((t) => NOUNS.some((n) => sameWord(n, t)));
const overlap = (a: readonly string[], b: readonly string[]) => a.filter((x) => b.some((y) => sameWord(x, y))).length;
const subset = (a: readonly string[], b: readonly string[]) =>
  a.length > 0 && a.every((x) => b.some((y) => sameWord(x, y)));

// Numbers in a component's name that measure it rather than number it: the weeks or chapters it covers ("Final
// examination covering weeks 5-10"), its length or points ("final exam (2 hours)", "Exams @ 100"), its share ("15% each
// Midterm"), a count or an outline's label before its name ("1 Comprehensive Final Exam", "A.2. A final exam").
const MEASURES =
  /\b(?:weeks?|chapters?|chs?\.?|lectures?|sessions?)\s{0,3}\d{1,3}\s{0,3}[-–]\s{0,3}\d{1,3}\b|\b\d{1,4}(?:\s{0,3}[-–]\s{0,3}\d{1,4})?\s{0,3}(?:pages?|pp|pgs?|words?|points?|pts|marks?|minutes?|mins?|hours?|hrs?)\b|@\s{0,3}\d{1,4}|\b\d{1,3}(?:\.\d{1,2})?\s{0,3}%|^[\W_]{0,6}(?:[A-Za-z]\.)?\d{1,2}[.)]?\s{1,6}(?=[A-Za-z])/gi;

/**
 * The numbers that number a component ("Exam 2", "Paper II"), not those that measure it, for exams: their
 * sittings are named in the schedule. Other work stays numbered by any figure in its name but its length in pages
 * ("6-page paper", "Term paper of 5-7 pages": one paper, dated by the schedule's "Paper due"; page-length), its length
 * in words and a count before a plural name (count-and-length-number-no-member, below).
 */
const memberNumbers = (c: Component) =>
  numbersOf(c.kind === 'midterm' || c.kind === 'final' ? c.title.replace(MEASURES, ' ') : counted(c.title));

// (count-and-length-number-no-member) "2 - 1500 word critical essays", "3 Quizzes", "4 x Response papers": a count
// before a plural name, and a length in words, measure the work; they number no member of it (its members, "Essay
// #1" and "Essay #2" in the schedule, are then read as its own and split it).
const LEADING_COUNT = /^[\W_]{0,3}\d{1,2}\s{0,3}(?:[-–x×]\s{0,3})?(?=[A-Za-z])/;
// "Four papers": a count in words before a plural name, left out of its members' names ("Paper 1").
const LEADING_COUNT_WORD = new RegExp(String.raw`^(?:${englishNumberPattern(2, 12)})\s+(?=[A-Za-z])`, 'i');
const WORD_LENGTH = /\b\d{2,5}[- ]?words?\b/gi;
/** The name's last word before any bracket or colon is a plural ("essays", "Quizzes"), not "class" or "analysis". */
const pluralName = (title: string) => /[^su]s$/i.test(/([A-Za-z]+)\W*$/.exec(title.split(/[(:]/)[0]!)?.[1] ?? '');
/** A name of other work without its length in pages or words, and without a count before a plural. */
function counted(title: string): string {
  const measured = title.replace(PAGE_LENGTH, ' ').replace(WORD_LENGTH, ' ');
  return pluralName(title) ? measured.replace(LEADING_COUNT, ' ') : measured;
}

interface Slot {
  component: Component;
  /** The words of the bracket that says what the component is ("Exam I (Midterm)": midterm). */
  gloss: readonly string[];
  numbered: boolean;
  members: Map<number, Mention>;
  candidates: Mention[];
  /** Every mention read as each numbered member, kept or not (for the record of date choices). */
  seen: Map<number, Mention[]>;
}

/** One choice of a date the link stage made, with the days it chose among (for training and the eval). */
export interface DueChoice {
  title: string;
  /** How the item was dated: a whole component (the learned choice applies), a member, or another rule. */
  path: 'whole' | 'member';
  chosen: LocalDue | null;
  candidates: DueCandidate[];
  /** DUE_FEATURES of each candidate (whole components only). */
  x: number[][];
  /** Every day of the schedule's mentions, and every day written anywhere on the page (the record only). */
  page: { mentioned: ReadonlySet<string>; written: ReadonlySet<string> };
}

let dueLog: DueChoice[] | null = null;

/** Records every date choice of the readings that follow into `log` (null stops recording). Offline only. */
export function recordDueChoices(log: DueChoice[] | null): void {
  dueLog = log;
}

const see = (slot: Slot, m: Mention) => {
  if (!dueLog || m.number === null) return;
  slot.seen.set(m.number, [...(slot.seen.get(m.number) ?? []), m]);
};

function better(a: Mention, b: Mention): boolean {
  if (!!a.due !== !!b.due) return !!a.due;
  // A stated change ("PA3 is now due Monday 3/1 instead of Friday 2/26") outranks the schedule's row.
  if (a.corrected !== b.corrected) return a.corrected;
  if (a.score !== b.score) return a.score > b.score;
  // "HW 0" in one row and "HW 0 DUE" in a later one: the row that says the same work is due then is the
  // deadline; the other is the day it was set.
  return !!a.whenStated && !b.whenStated && a.title.toLowerCase() === b.title.toLowerCase();
}

function assign(
  slots: Slot[],
  m: Mention,
  aliases: ReadonlyMap<string, string>,
  byWord: Set<Mention>,
  trace?: (step: string) => void,
): void {
  // (named-work-said-due) The mention is the component's own name, read as such: it is that component's.
  if (m.via?.includes(NAMED_DUE)) {
    const own = slots.find((s) => s.component.title === m.title);
    if (own) {
      own.candidates.push(m);
      return;
    }
  }
  // A member named by the component's abbreviation ("RR 3") is read under the component's own name.
  const expanded = expand(m.title, aliases);
  const abbreviated =
    expanded !== m.title ? slots.find((s) => !s.numbered && expanded.startsWith(s.component.title)) : undefined;
  // "FINAL ESSAY" in the schedule is read as the scheme's "Final paper" (same-work).
  const name = inSchemeWords(
    expanded,
    slots.map((s) => s.component.title),
  );
  const mTokens = contentTokens(name);
  if (abbreviated && m.number !== null) {
    see(abbreviated, m);
    const held = abbreviated.members.get(m.number);
    if (!held || better(m, held)) abbreviated.members.set(m.number, m);
    return;
  }
  if (m.number !== null) {
    const direct = slots.find(
      (s) =>
        s.numbered &&
        memberNumbers(s.component).includes(m.number!) &&
        overlap(nounTokens(s.component.title), mTokens) > 0,
    );
    if (direct) {
      direct.candidates.push(m);
      return;
    }
    // (ordinal-named) "SECOND MID-TERM EXAM" in the schedule for a component "Second Mid-term Exam" beside "First
    // Mid-term Exam": the ordinal the component's own name opens with is the mention's, so it is that one sitting.
    const ordinalNamed = slots.filter(
      (s) =>
        !s.numbered &&
        findMentions(s.component.title, new Set())[0]?.number === m.number &&
        overlap(nounTokens(s.component.title), mTokens) > 0,
    );
    if (ordinalNamed.length === 1) {
      ordinalNamed[0]!.candidates.push(m);
      return;
    }
    let best: Slot | null = null;
    let bestScore = 0;
    // "Midterm I" under "One in-class midterm exam 20%" and "One take-home midterm exam 20%": a member that
    // two components' names fit equally well is a member of neither.
    let tied = false;
    for (const s of slots) {
      if (s.numbered || (s.component.kind === 'final' && m.kind !== 'final' && !pluralSittings(s.component))) continue;
      const cTokens = contentTokens(s.component.title);
      // (name-link) the words shared and the same kind.
      const score = nameLinkScore(nameLinkFeatures(mTokens, m.kind, s.component, cTokens));
      if (overlap(nounTokens(name), cTokens) === 0 && s.component.kind !== m.kind) continue;
      if (score > bestScore) {
        best = s;
        bestScore = score;
        tied = false;
      } else if (score === bestScore) tied = true;
    }
    if (best && bestScore >= 1 && !tied) {
      if (best.component.kind === 'final' && m.kind !== 'final')
        trace?.(
          `link: plural-exams-hold-numbered-sittings reads ${m.title} (line ${m.line + 1}) as a sitting of ${best.component.title}`,
        );
      see(best, m);
      const held = best.members.get(m.number);
      // "Lab Report 1" over "Lab 1" (the session) for "Laboratory reports": the closer name wins first.
      const cTokens = contentTokens(best.component.title);
      const fit = held ? overlap(mTokens, cTokens) - overlap(contentTokens(held.title), cTokens) : 1;
      // …unless only the farther name is dated ("Entry 1 …… Friday 5 February" over "Portfolio entry 1" in a week row).
      // (member-draft-gives-way) "DRAFT of Major Paper #1" on one day and "Major Paper #1 Final Version DUE" on
      // another: the member is dated by its graded submission, as a whole component is, not by a stage before it;
      // unless the scheme grades a draft as a component of its own ("Draft 10%").
      const draftDecides =
        !!held?.due &&
        !!m.due &&
        fit === 0 &&
        !!held.draft !== !!m.draft &&
        !slots.some((s) => DRAFT_NAME.test(s.component.title));
      if (!held || (fit > 0 && (m.due || !held.due)) || (fit === 0 && (draftDecides ? !m.draft : better(m, held))))
        best.members.set(m.number, m);
      if (draftDecides && held!.due!.date !== m.due!.date)
        trace?.(
          `link: member-draft-gives-way dates ${m.title} by its graded submission, not its draft (line ${m.line + 1})`,
        );
    }
    return;
  }
  // A mention whose words all belong to one component's name ("take-home examination" of "Final take-home
  // examination") names it, whatever kind its words alone suggest.
  // The component's own name ("Exam" for a component "Exam" read as the final) names it whatever the kinds.
  const same = (s: Slot) => {
    const c = contentTokens(s.component.title);
    return c.length === mTokens.length && subset(mTokens, c);
  };
  const named =
    mTokens.length >= 2
      ? slots.filter((s) => !s.numbered && subset(mTokens, contentTokens(s.component.title)))
      : mTokens.length
        ? slots.filter((s) => !s.numbered && same(s))
        : [];
  if (named.length === 1 && named[0]!.component.kind !== m.kind) {
    named[0]!.candidates.push(m);
    return;
  }
  // (not-the-draft) "Final Papers" in the schedule beside components "Draft of final paper" and "Final research
  // paper": a mention that is no draft names the one component that is not a draft stage.
  if (named.length >= 2 && !m.draft && !DRAFT_NAME.test(m.title)) {
    const submitted = named.filter((s) => !DRAFT_NAME.test(s.component.title));
    if (submitted.length === 1) {
      submitted[0]!.candidates.push(m);
      return;
    }
  }
  // "Examen" on a calendar row is the one exam component whose name holds the word ("Examen final"), when
  // that component is one sitting: one of "Three midterm exams" dates none of them, and "Final" alone is a
  // modifier as often as a name ("Final client report", "Finals week").
  const sitting = (k: string) => k === 'midterm' || k === 'final';
  const oneSitting = (s: Slot) =>
    !s.numbered &&
    sitting(s.component.kind) &&
    !(s.component.count && s.component.count > 1) &&
    !SEVERAL_SITTINGS.test(s.component.title);
  if (!named.length && mTokens.length === 1 && !/^finals?$/.test(mTokens[0]!) && m.score >= 3 && sitting(m.kind)) {
    const holders = slots.filter((s) =>
      [...contentTokens(s.component.title), ...s.gloss].some((t) => sameWord(t, mTokens[0]!)),
    );
    if (holders.length === 1 && oneSitting(holders[0]!)) {
      byWord.add(m);
      holders[0]!.candidates.push(m);
      return;
    }
  }
  // "MIDTERM EXAM" in the schedule for a component "Exam I (Midterm)": the gloss and the name together name it.
  if (!named.length) {
    const glossed = slots.filter(
      (s) => overlap(s.gloss, mTokens) > 0 && subset(mTokens, [...contentTokens(s.component.title), ...s.gloss]),
    );
    if (glossed.length === 1) {
      glossed[0]!.candidates.push(m);
      return;
    }
  }
  // "FINAL PAPER" in the schedule beside components "Short paper" and "Final paper": every word of the mention is
  // in the one component's name, so it dates that one and not the other paper.
  const whole = slots.filter((s) => !s.numbered && subset(mTokens, contentTokens(s.component.title)));
  for (const s of slots) {
    if (s.numbered || s.component.kind !== m.kind) continue;
    if (whole.length && !whole.includes(s)) continue;
    const cNouns = nounTokens(s.component.title);
    const mNouns = nounTokens(name);
    // Every noun of the component must be named ("Final" ~ "Final Exam", "Group Project" ~ "Final Project");
    // a bare "final" in prose does not date a "Final Paper".
    // A shortened name of the same kind ("Mid-semester" of "Mid-semester examination") names it too.
    const onlyOfKind =
      slots.filter((x) => !x.numbered && x.component.kind === m.kind).length === 1 &&
      (m.kind === 'final' || m.kind === 'midterm');
    if (
      subset(cNouns, mTokens) ||
      namesShortly(s.component.title, name) ||
      namesTheExam(s.component.title, name, onlyOfKind) ||
      byManner(s.component, name, onlyOfKind, trace) ||
      (mNouns.length >= 2 && subset(mNouns, contentTokens(s.component.title))) ||
      (mTokens.length >= 2 && subset(mTokens, contentTokens(s.component.title)))
    )
      s.candidates.push(m);
  }
}

/** (final-by-its-manner) "Takehome Final" names the one "Final exam"; traced when it links. */
function byManner(c: Component, name: string, onlyOfKind: boolean, trace?: (step: string) => void): boolean {
  const yes = c.kind === 'final' && namesTheFinalByManner(c.title, name, onlyOfKind);
  if (yes) trace?.(`link: final-by-its-manner links ${name} to ${c.title}`);
  return yes;
}

// A component that is itself a draft stage ("Essay plan", "Project proposal") keeps its own dates.
const DRAFT_NAME = /\b(?:drafts?|interim|progress|proposals?|outlines?|plans?|rough)\b/i;
// The words of a clause that says a preliminary stage of the work, not the work ("proposal", "topic and a preliminary
// bibliography are due"): the draft words and the parts handed in ahead of a paper.
const STAGE_CLAUSE =
  /\b(?:drafts?|interim|progress|proposals?|outlines?|plans?|rough|preliminary|bibliograph(?:y|ies)|topics?|abstracts?|prospectus)\b/i;
const FINAL_STAGE = /\b(?:final\s*(?:draft|version|submission|copy)|revised)\b/i;
const DUE_WORD = /\b(?:due|deadline|submit(?:ted)?|hand(?:ed)? in|closes?)\b/i;
const RELEASE_WORD = /\b(?:released?|posted|issued|handed out|available|opens?)\b[^;.|]*$/i;

/**
 * The component's own date on its scheme line (and details): a date after a deadline word
 * ("released Monday 24 March; due Friday 11 April") before any other, never a release date.
 */
function ownDate(rest: string, term: Term, stage = false) {
  const dates = findDates(rest, term).dates;
  // Clauses end at a semicolon, a cell bar or a slash between spaces ("Complete Draft: Jan 22 / Final Version: Feb 3").
  const clauseStart = (i: number) => {
    const slash = rest.lastIndexOf(' / ', i);
    return Math.max(rest.lastIndexOf(';', i), rest.lastIndexOf('|', i), slash < 0 ? -1 : slash + 2) + 1;
  };
  // (stage-due-clause) "The proposal is due Thursday, November 4; the paper Tuesday, November 23": a deadline said of
  // a preliminary stage is not the graded work's, unless the component is that stage or no other day is given.
  const stageSaid = (d: { index: number }) => !stage && STAGE_CLAUSE.test(rest.slice(clauseStart(d.index), d.index));
  const dueSaid = dates.filter((d) => DUE_WORD.test(rest.slice(clauseStart(d.index), d.index)));
  const due = dueSaid.find((d) => !stageSaid(d)) ?? (dates.some((d) => !stageSaid(d)) ? undefined : dueSaid[0]);
  // "Final Draft: Tues, Feb 24", "Final Version: …": the graded submission, whatever the component's name says.
  const final = dates.find((d) => FINAL_STAGE.test(rest.slice(clauseStart(d.index), d.index)));
  if (!due && final) return final;
  const kept = dates.filter((d) => !RELEASE_WORD.test(rest.slice(clauseStart(d.index), d.index)));
  // "draft: Friday, March 19; final: Friday, April 2": the graded submission, unless the component is the draft.
  const submission = stage ? undefined : kept.find((d) => !stageSaid(d));
  return due ?? submission ?? kept[0];
}

/** The words of a name before its head noun ("final" of "Final Exam"; none of "Midterm"). */
function qualifiersOf(title: string): string[] {
  const tokens = contentTokens(title);
  const head = tokens[tokens.length - 1];
  return head === undefined ? [] : tokens.filter((t) => !sameWord(t, head));
}

/**
 * What the component's own line says after its name when the scheme reader kept none of it ("25%   Final exam:
 * 12 December at 2:15 P.M." read as "Final exam" 25 with nothing after it), if no other component shares the line.
 */
function ownLine(
  c: Component,
  components: readonly Component[],
  raw: readonly string[],
  term: Term,
  trace?: (step: string) => void,
): string {
  if (components.some((o) => o !== c && o.line === c.line)) return c.rest;
  const line = raw[c.line] ?? '';
  const at = line.toLowerCase().indexOf(c.title.toLowerCase());
  if (at < 0) return c.rest;
  if (!c.rest.trim()) return line.slice(at + c.title.length, at + c.title.length + 200);
  const day = dateBeforeTheShare(line, at, at + c.title.length, c.rest, term);
  if (day === null) return c.rest;
  trace?.(`link: date-before-the-share gives ${c.title} its line's ${day.date} (line ${c.line + 1})`);
  return `${day.text.trim()} ${c.rest}`;
}

// A share or points figure, where a scheme line's weight is printed.
const SHARE_FIGURE = /\d{1,3}(?:\.\d{1,2})?\s?(?:%|percent\b|per cent\b|points?\b|pts\b)/i;
/**
 * (date-before-the-share) "In-class paper critique, Thursday, Nov. 14, 5% of grade": the share reader keeps the words
 * after the share as the component's rest ("of grade"), so the day printed between the name and its share was read
 * by no one. When the rest holds no date, the one day the line prints between the name and the share, in the share's
 * own clause, is the component's: that stretch is read with the rest. Null when there is none, several, a span, or a
 * day before the name too.
 */
function dateBeforeTheShare(
  line: string,
  start: number,
  end: number,
  rest: string,
  term: Term,
): { text: string; date: string } | null {
  if (line.length > 400) return null;
  const share = SHARE_FIGURE.exec(line.slice(end));
  if (!share || findDates(rest, term).dates.length) return null;
  const between = line.slice(end, end + share.index);
  const days = findDates(between, term).dates;
  if (days.length !== 1 || days[0]!.range || findDates(line.slice(0, start), term).dates.length) return null;
  // The share's own clause: no sentence ends between the day and the share.
  if (/[.!?;]\s/.test(between.slice(days[0]!.end))) return null;
  // The stretch itself, not the day cut from it: the date finder's offsets may fall inside a month word it rewrote.
  return { text: between, date: days[0]!.due.date };
}

function chooseDue(slot: Slot, term: Term, rest = slot.component.rest): LocalDue | null {
  // A stated change ("the deadline has been extended to ...") outranks the scheme's own date.
  const changed = slot.candidates.filter((c) => c.corrected && c.due).sort((a, b) => b.order - a.order)[0]?.due;
  const own = ownDate(rest, term, DRAFT_NAME.test(slot.component.title));
  // The scheme may already give the new day with its time.
  if (changed) return own && !own.range && own.due.date === changed.date && !changed.time ? own.due : changed;
  if (own) {
    if (own.range) return null;
    // The same day printed elsewhere with its time ("10/02/12" in the table, "due Fri 10/02/12 by 4pm" in the text).
    const timed = own.due.time ? null : slot.candidates.find((c) => c.due?.date === own.due.date && c.due.time);
    return timed ? timed.due : own.due;
  }
  let pool = slot.candidates.filter((c) => c.due || c.range);
  // A proposal or draft date never stands for the graded work when the work's own date is stated anywhere.
  if (!DRAFT_NAME.test(slot.component.title) && pool.some((c) => c.due && !c.draft))
    pool = pool.filter((c) => !c.draft);
  // One numbered member dates the component, unless its name says it recurs ("Weekly quizzes and homework").
  if (slot.members.size === 1 && !/\b(?:weekly|daily|every|each)\b/i.test(slot.component.title))
    pool.push(...slot.members.values());
  if (!pool.length) return null;
  // (ordinal-named) "Second Mid-term Exam": a dated mention with its ordinal ("SECOND MID-TERM EXAM") is its
  // sitting, before a plural that names every sitting ("Two mid-term exams: Sept 27 & Nov 8").
  const ordinal = slot.numbered ? null : (findMentions(slot.component.title, new Set())[0]?.number ?? null);
  const sitting = ordinal === null ? [] : pool.filter((c) => c.number === ordinal && c.due);
  if (sitting.length) pool = sitting;
  // (ordinal-not-the-bare-word) "Second examination" beside "The scheduled exam dates are firm (February 28 and
  // Friday, May 11)": "exam" alone, with no number, is any sitting; it dates none of "First Exam", "Second Exam",
  // "Third Exam" (on pages 1987, 2983 and 15607 it gave all of them one day).
  else if (ordinal !== null) pool = pool.filter((c) => c.number !== null || !bareWord(c));
  if (!pool.length) return null;
  const top = Math.max(...pool.map((c) => c.score));
  let best = pool.filter((c) => c.score === top && c.due);
  // Only spans of days at the top ("essay deadline Monday" in a "w/c 7 Dec" row): an exact day stated
  // one rank lower (a deadline sentence) is the deadline within them.
  if (!best.length) best = pool.filter((c) => c.score === top - 1 && c.due);
  // Among equally placed dates, a draft, interim or feedback-only stage gives way to the graded submission.
  if (!DRAFT_NAME.test(slot.component.title) && best.some((c) => !c.draft)) best = best.filter((c) => !c.draft);
  if (!best.length) return null;
  // "Exams … on March 04 and May 11" and "Final … May 11" both name the "Final Exam": the mention that says
  // which one ("final") dates it, not the plural naming every sitting.
  const qualifiers = qualifiersOf(slot.component.title);
  const specific = best.filter((c) => contentTokens(c.title).some((t) => qualifiers.some((q) => sameWord(q, t))));
  if (specific.length && specific.length < best.length) best = specific;
  // The same work in two rows, one saying it is due then ("HW 2" set on one day, "HW 2 DUE" on another).
  const said = best.filter((c) => c.whenStated);
  if (said.length && said.length < best.length && new Set(best.map((c) => c.title.toLowerCase())).size === 1)
    best = said;
  // A project's several stages under one weight are due at the last one.
  if (slot.component.kind === 'project') return best.map((c) => c.due!).sort((a, b) => (a.date < b.date ? 1 : -1))[0]!;
  return best.sort((a, b) => a.order - b.order)[0]!.due;
}

/**
 * "F Oct 18 FINAL EXAM" in the schedule and "on Friday, October 18, from 4-8 PM" in prose: the day chosen
 * keeps its time from another mention of the same work on the same day when it prints none itself.
 */
function timed(due: LocalDue | null, slot: Slot): LocalDue | null {
  if (!due || due.time) return due;
  const times = new Set(
    slot.candidates.filter((c) => c.due?.date === due.date && c.due.time && !c.draft).map((c) => c.due!.time),
  );
  return times.size === 1 ? { ...due, time: [...times][0]! } : due;
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
function inflectedSeries(
  slot: Slot,
  slots: Slot[],
  mentions: Mention[],
  aliases: ReadonlyMap<string, string>,
  detail: string,
): void {
  if (slot.numbered || slot.members.size >= 2) return;
  const cTokens = contentTokens(slot.component.title);
  // Another component's members count only where they split it; a lone member there dates nothing yet.
  const claimed = new Set(
    slots.flatMap((s) => (s === slot ? [] : [...(s.members.size >= 2 ? s.members.values() : []), ...s.candidates])),
  );
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

/**
 * Members without a figure read as a member's number ("quizzes 20, essays 30 = 100" restating the
 * weights): a two-digit number far past the series (twice the count the scheme states, or twice the
 * members found) numbers no member.
 */
function withinSeries(members: Mention[], count: number | null): Mention[] {
  const limit = Math.max(9, 2 * (count ?? members.length));
  const series = members.filter((m) => m.number! <= limit);
  return series.length >= 2 ? series : members;
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "HW 5 incl. CT 5", "Lab 3 (including Quiz 3)": a member the line names as part of other work is
 * handed in with it, not a member of its own.
 */
export function includedIn(line: string, title: string): boolean {
  return new RegExp(`\\b(?:incl\\.?|including|includes|inc\\.)\\s*${literal(title)}\\b`, 'i').test(line);
}

/**
 * A component that counts its members ("2 x 10") and that the schedule names without a number as due on as
 * many different days ("Paper model (10)" in the "Due" column on 17 September and on 2 November): the days, in
 * order. Only rows of a schedule count (not prose), only names made of the component's own words, and never
 * exams, which are sittings the outline names one by one.
 * (undated-name-is-no-repeat) A row or line naming the work with no day ("Papers" in the grading section's
 * prose) says nothing of when the members fall: it neither counts nor blocks the days the dated rows give.
 * (quiz-rows-are-sittings) A quiz is sat on its row's day, so a counted component of quizzes takes the rows
 * that name it on as many days without their saying "due".
 */
function unnumberedRepeats(
  slot: Slot,
  others: readonly Component[],
  trace?: (step: string) => void,
): LocalDue[] | null {
  const c = slot.component;
  if (!c.count || c.count < 2 || slot.numbered || c.kind === 'midterm' || c.kind === 'final') return null;
  const cTokens = contentTokens(c.title);
  const named = slot.candidates.filter((m) => {
    const t = contentTokens(m.title);
    return m.number === null && m.score >= 3 && subset(t, cTokens);
  });
  const dated = named.filter((m) => m.due);
  // Each must be said to be due then (a "Due" column, "due" after it), not only met then ("Protein lab (full lab
  // report required)" on the lab's day); a quiz is sat then.
  const sat = c.kind === 'quiz';
  if (!dated.length || dated.some((m) => m.range || m.draft || m.weekOnly || !(sat || m.dueColumn || m.whenStated)))
    return null;
  const days = new Map<string, LocalDue>();
  for (const m of dated) {
    const held = days.get(m.due!.date);
    if (!held || (!held.time && m.due!.time)) days.set(m.due!.date, m.due!);
  }
  if (days.size !== c.count) return null;
  const passedOver = dated.length < named.length;
  const satOnly = sat && dated.some((m) => !(m.dueColumn || m.whenStated));
  // Either reading leans on the rows' name alone: another component sharing its noun ("Research paper" beside
  // "Four papers") could own a row, so neither applies then.
  const noun = cTokens[cTokens.length - 1];
  if (
    (passedOver || satOnly) &&
    others.some((o) => o !== c && contentTokens(o.title).some((t) => sameWord(t, noun ?? '')))
  )
    return null;
  if (passedOver)
    trace?.(`link: undated-name-is-no-repeat passes over ${named.length - dated.length} undated names of ${c.title}`);
  if (satOnly) trace?.(`link: quiz-rows-are-sittings dates ${c.title} by its rows on ${c.count} days`);
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

const round = (n: number) => Math.round(n * 10000) / 10000;

/** A component's members with weights of their own ("P1 10%, P2 15%, P3 15%"), each dated by its best mention. */
function weightedMembers(
  c: Component,
  own: MemberWeights,
  mentions: Mention[],
  aliases: ReadonlyMap<string, string>,
): DraftAssessment[] {
  const stem = own.stem.toLowerCase();
  // "Exam 2", "P2", "Exam #2", or the member under its abbreviation spelled out.
  const names = (m: Mention) => {
    const t = m.title.toLowerCase();
    return (
      (t.startsWith(stem) && /^\s?#?\d/.test(t.slice(stem.length))) || expand(m.title, aliases).startsWith(c.title)
    );
  };
  return [...own.weights.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([n, weight]) => {
      let best: Mention | undefined;
      for (const m of mentions) if (m.number === n && !m.noDue && names(m) && (!best || better(m, best))) best = m;
      const title = best?.title ?? `${own.stem} ${n}`;
      const kind = classify(title);
      return { title, kind: kind === 'other' ? c.kind : kind, due: best?.due ?? null, weight };
    });
}

/**
 * The scheme's one-sitting exams with the days already given them (own line or linked mentions); none when one
 * sitting is dated by a span or the exams include a numbered or plural one.
 */
function sittingsOf(slots: readonly Slot[], term: Term): Sitting[] {
  const out: Sitting[] = [];
  for (const s of slots) {
    const c = s.component;
    if (c.kind !== 'midterm' && c.kind !== 'final') continue;
    // A numbered sitting ("Test 2") could be the bare row's own.
    if (s.numbered || (c.count && c.count > 1) || SEVERAL_SITTINGS.test(c.title) || s.members.size) return [];
    const own = ownDate(c.rest, term);
    if (own?.range) return [];
    const days = s.candidates.filter((m) => m.due && !bare(m)).map((m) => m.due!.date);
    if (own) days.push(own.due.date);
    out.push({ component: c, days });
  }
  return out;
}

const sittingKind = (k: string) => k === 'midterm' || k === 'final';
/** A mention named by the exam word alone ("EXAM", "Examination"). */
const bareWord = (m: Mention) => {
  const t = contentTokens(m.title);
  return m.number === null && t.length === 1 && (sameWord(t[0]!, 'exam') || sameWord(t[0]!, 'examination'));
};

/** The mentions no slot took but the sittings'. */
function unlinkedBy(slots: readonly Slot[], mentions: readonly Mention[], sittings: readonly Sitting[]): Mention[] {
  const taken = new Set<Mention>();
  for (const s of slots) {
    if (sittings.some((x) => x.component === s.component)) continue;
    for (const m of s.candidates) taken.add(m);
    for (const m of s.members.values()) taken.add(m);
  }
  return mentions.filter((m) => !taken.has(m));
}

/**
 * (named-sitting-over-bare-word) "exam" on a day in prose or a row ("Feb 25 EXAM ONE", "turned in the exam. Class
 * meetings will resume on March 19th"), taken by the "Final exam" only for its word, beside a mention that names the
 * final itself on another day ("Final Examination … due May 7"): the named day is the final's, so the word's is dropped.
 */
function namedOverWord(slot: Slot, byWord: ReadonlySet<Mention>): void {
  const named = slot.candidates.filter((m) => !byWord.has(m) && m.due && !m.range && !m.noDue && !m.draft && !bare(m));
  if (!named.length) return;
  const days = new Set(named.map((m) => m.due!.date));
  slot.candidates = slot.candidates.filter((m) => !byWord.has(m) || !m.due || days.has(m.due.date));
}

export function merge(
  components: Component[],
  mentions: Mention[],
  term: Term,
  aliases: ReadonlyMap<string, string> = new Map(),
  details: string[] = [],
  weighted: (MemberWeights | null)[] = [],
  raw: string[] = [],
  dayRules: readonly DayRule[] = [],
  trace?: (step: string) => void,
): DraftAssessment[] {
  if (trace)
    for (const c of components)
      if (
        c.kind !== 'midterm' &&
        c.kind !== 'final' &&
        !memberNumbers(c).length &&
        numbersOf(c.title.replace(PAGE_LENGTH, ' ')).length
      )
        trace(`link: count-and-length-number-no-member reads ${c.title} as numbering no member`);
  const slots: Slot[] = components.map((c) => ({
    component: c,
    gloss: glossOf(raw[c.line] ?? c.rest),
    numbered: memberNumbers(c).length > 0,
    members: new Map(),
    candidates: [],
    seen: new Map(),
  }));
  // Mentions a sitting took only because the exam word is in its name (the single-holder rule in assign).
  const byWord = new Set<Mention>();
  for (const m of mentions) assign(slots, m, aliases, byWord, trace);
  // "Midterm I", "Midterm II" in the scheme and "Midterm Exam" on two days of the schedule (sittings-in-order).
  for (const [c, m] of sittingsInOrder(components, memberNumbers, mentions)) {
    const slot = slots.find((s) => s.component === c)!;
    if (!slot.candidates.some((x) => x.due) && !slot.members.size) slot.candidates.push(m);
  }
  // "Test 1", "Test 2", "Test 3" in the scheme and "Final Exam" on the schedule's last sitting (final-is-the-last-sitting).
  const firstDay = (c: Component) => {
    const slot = slots.find((s) => s.component === c)!;
    const own = ownDate(c.rest, term);
    const days = [...slot.candidates, ...slot.members.values()].flatMap((m) => (m.due && !m.range ? [m.due.date] : []));
    if (own && !own.range) days.push(own.due.date);
    return days.sort()[0] ?? null;
  };
  for (const [c, m] of finalIsTheLastSitting(components, memberNumbers, mentions, firstDay)) {
    slots.find((s) => s.component === c)!.candidates.push(m);
    trace?.(`link: final-is-the-last-sitting dates ${c.title} by ${m.title} ${m.due!.date} (line ${m.line + 1})`);
  }
  for (const s of slots) namedOverWord(s, byWord);
  // "EXAMINATION" on a row beside a dated midterm and an undated final (the-other-sitting).
  const sittings = sittingsOf(slots, term);
  const other = otherSitting(sittings, unlinkedBy(slots, mentions, sittings));
  if (other) {
    for (const s of slots) s.candidates = s.candidates.filter((m) => m !== other[1]);
    slots.find((s) => s.component === other[0])!.candidates.push(other[1]);
  }
  // (bare-rows-of-several-sittings) "Exam" on rows of two or more days, taken by the "Final exam" for its word while
  // the scheme has other sittings ("Midterm", "Tests"): the rows are theirs as much as the final's, so none dates it.
  for (const s of slots) {
    if (s.component.kind !== 'final' || !slots.some((x) => x !== s && sittingKind(x.component.kind))) continue;
    const rows = s.candidates.filter(bareWord);
    if (new Set(rows.filter((m) => m.due).map((m) => m.due!.date)).size >= 2)
      s.candidates = s.candidates.filter((m) => !rows.includes(m));
  }
  // "PAPER 1", "PAPER 2", "PAPER 3" run through "Two short papers" and "One longer paper" (series-across-components).
  for (const [c, ms] of seriesAcross(components, (c) => memberNumbers(c).length > 0, mentions)) {
    const slot = slots.find((s) => s.component === c)!;
    if (slot.members.size) continue;
    if (ms.length >= 2) slot.members = new Map(ms.map((m) => [m.number!, m]));
    else slot.candidates.push(...ms);
  }
  slots.forEach((slot, i) => inflectedSeries(slot, slots, mentions, aliases, details[i] ?? ''));
  // Work dated only by its week is due on the weekday the outline states for it ("IIQs are due Fridays").
  for (const slot of slots) {
    const rule = ruleFor(slot.component, dayRules);
    if (!rule) continue;
    slot.candidates = slot.candidates.map((m) => onStatedDay(m, rule));
    slot.members = new Map([...slot.members].map(([n, m]) => [n, onStatedDay(m, rule)]));
  }
  const items: DraftAssessment[] = [];
  let text: string | undefined;
  // What the record of date choices needs of the whole page (only while recording).
  const page = dueLog ? pageOf(slots, mentions, raw, term) : null;
  for (const [si, slot] of slots.entries()) {
    const c = slot.component;
    const own = weighted[si];
    if (own) {
      items.push(...weightedMembers(c, own, mentions, aliases));
      continue;
    }
    let members = [...slot.members.values()]
      .filter((m) => !m.noDue && !includedIn(raw[m.line] ?? '', m.title))
      .sort((a, b) => a.number! - b.number! || a.order - b.order);
    // "Quiz 0" beyond the count the scheme states ("x5") is a practice round, not a share of the weight.
    if (c.count && members.length === c.count + 1 && members[0]!.number === 0) members = members.slice(1);
    members = withinSeries(members, c.count);
    const all = members;
    // More members than the scheme counts: a series that runs on past the count ("Lab exercises (5 x 2%)"
    // over a schedule of Lab 1..10) lists sessions, not the graded ones, so the component stays whole.
    if (c.count && c.count >= 2 && members.length > c.count) {
      const counted = members.filter((m) => m.number! >= 1 && m.number! <= c.count!);
      members = counted.length === c.count && !members.some((m) => m.number === c.count! + 1) ? counted : [];
      // (whole-name-series) "Major Paper #1".."#4" of "Major Papers (4)" among "Short Paper #6", "Paper #5".
      if (!members.length) members = wholeNameSeries(c, all, (m) => expand(m.title, aliases)) ?? [];
    }
    // (too-few-undated-members) "Five examinations … each 20%" and only "Exams I" and "Exam V" named in passing,
    // no day to either: a few names of a counted series are no split of it, and the component stays whole.
    if (c.count && c.count >= 3 && members.length < c.count - 1 && !members.some((m) => m.due)) members = [];
    // (one-list-short-of-the-count) "Short papers (3 x 10%)" and "The papers are due October 2 and November 13":
    // one sentence listing fewer days than the scheme counts is no list of its members; the component stays whole.
    if (
      c.count &&
      c.count >= 2 &&
      members.length >= 2 &&
      members.length < c.count &&
      members.every((m) => m.line === members[0]!.line)
    )
      members = [];
    // Members known only by an abbreviation ("RR 3") stand for the component when the schedule dates them.
    if (aliased(c.title, aliases) && members.filter((m) => m.due).length < 2) members = [];
    // "Continuous assessment (40%): two written assignments of 20% each, due 6 March and 24 April": the
    // component's own clause counts its members and dates them one by one.
    if (members.length < 2) {
      const listed = listedMembers(c.rest, findMentions(c.rest, new Set()), term);
      if (listed.length >= 2) {
        const each = round(c.weight / listed.length);
        for (const l of listed) {
          const kind = classify(l.title);
          items.push({ title: l.title, kind: kind === 'other' ? c.kind : kind, due: l.due, weight: each });
        }
        continue;
      }
    }
    // "Paper Models - 2 x 10" and "Paper model (10)" in two dated rows: the members, in order of their days.
    if (members.length < 2) {
      const repeats = unnumberedRepeats(slot, components, trace);
      if (repeats) {
        const each = round(c.weight / repeats.length);
        const bareName = singularNoun(c.title).replace(LEADING_COUNT_WORD, '');
        const name = bareName.charAt(0).toUpperCase() + bareName.slice(1);
        repeats.forEach((due, i) => items.push({ title: `${name} ${i + 1}`, kind: c.kind, due, weight: each }));
        continue;
      }
    }
    // "Short papers 40%" and "Two papers … due September 29 and November 15" elsewhere: the members (due-list).
    if (members.length < 2) {
      text ??= raw.join('\n');
      const listed = dueList(c, components, text, term);
      if (listed) {
        items.push(...listed);
        continue;
      }
    }
    // "(3) Exams" with "Exam 1" and "Exam 2" dated: the third is the final exam the outline names.
    const exams =
      members.length < 2 ||
      (c.count !== null && members.length === c.count - 1) ||
      (c.kind === 'final' && pluralSittings(c))
        ? examMembers(c, components, mentions, raw, trace)
        : null;
    if (exams) {
      items.push(...exams);
      continue;
    }
    // "Three exams 60%" and the schedule's "TEST 1", "TEST 2", "TEST 3" on their days: the sittings (exam-sittings).
    const sittings = members.length < 2 ? examSittings(c, components, mentions, trace) : null;
    if (sittings) {
      items.push(...sittings);
      continue;
    }
    // Exams are sittings of their own, dated or not; other work listed only by week stays one item.
    if (
      members.length >= 2 &&
      (c.kind === 'midterm' || datedOneByOne(members, `${c.title} ${c.rest} ${details[si] ?? ''}`))
    ) {
      const each = round(c.weight / members.length);
      // "see lab schedule; 16:00 on the date listed": an hour on the component's own line and no day is its members' hour.
      const stated = findDates(c.rest, term);
      const hour = !stated.dates.length && stated.times.length === 1 ? stated.times[0]!.time : null;
      // Work of no kind its name tells that the outline says is due on a day of each week ("IIQs are due Fridays")
      // is handed in: an assignment.
      const groupKind = c.kind === 'other' && ruleFor(c, dayRules) ? 'assignment' : c.kind;
      for (const m of members) {
        // A member named only by the group's own nouns ("Report 2" of "Practical reports") is of the group's kind.
        // Its kind is in its name, not in the topic after a dash ("Essay 1 - Industrial Workers and the Labor Movement").
        const name = m.title.split(/\s[-–—:]\s/)[0]!;
        // The sittings of plural exams read as the final are each of their own kind ("Exam 2": a midterm).
        const kind =
          c.kind !== 'other' &&
          !(c.kind === 'final' && pluralSittings(c)) &&
          subset(nounTokens(expand(name, aliases)), contentTokens(c.title))
            ? c.kind
            : classify(name);
        if (dueLog && page) {
          const seen = slot.seen.get(m.number!) ?? [m];
          const candidates = seen
            .filter((x) => x.due)
            .map((x) => ({
              due: x.due!,
              mention: x,
              before: '',
              after: '',
              line: x.line,
              order: x.order,
              linked: true,
            }));
          dueLog.push({
            title: memberName(m.title, c.title, c.kind),
            path: 'member',
            chosen: m.due,
            candidates,
            x: [],
            page: page.days,
          });
        }
        items.push({
          title: memberName(m.title, c.title, c.kind),
          kind: kind === 'other' ? groupKind : kind,
          due: m.due && hour && !m.due.time ? { ...m.due, time: hour } : m.due,
          weight: each,
        });
      }
      continue;
    }
    const rest = ownLine(c, components, raw, term, trace);
    let hand = timed(chooseDue(slot, term, rest), slot);
    // (due-in-the-component-paragraph) Dated nowhere else: the day its paragraph above the weight says it is due.
    if (!hand) {
      hand = paragraphDue(c, new Set(components.map((o) => o.line)), raw, term);
      if (hand) trace?.(`link: due-in-the-component-paragraph dates ${c.title} ${hand.date} (line ${c.line + 1})`);
    }
    if (dueLog && page) {
      const candidates = wholeCandidates(slot, term, rest, raw, mentions);
      const x = dueFeatures(candidates, dueContext(slot, raw, page, hand?.date ?? null));
      dueLog.push({ title: c.title, path: 'whole', chosen: hand, candidates, x, page: page.days });
    }
    items.push({ title: c.title, kind: c.kind, due: hand, weight: round(c.weight) });
  }
  return items;
}

/** Every day that could date a component left whole: its own line's, its linked mentions', its one member's. */
function wholeCandidates(
  slot: Slot,
  term: Term,
  rest: string,
  raw: readonly string[],
  all: readonly Mention[] = [],
): DueCandidate[] {
  const out: DueCandidate[] = [];
  for (const d of findDates(rest, term).dates) {
    if (d.range) continue;
    const cut = Math.max(rest.lastIndexOf(';', d.index), rest.lastIndexOf('|', d.index)) + 1;
    out.push({
      due: d.due,
      mention: null,
      before: rest.slice(Math.max(cut, d.index - 60), d.index),
      after: rest.slice(d.end, d.end + 60),
      line: slot.component.line,
      order: -1,
      linked: true,
    });
  }
  const linked = [...slot.candidates];
  if (slot.members.size === 1) linked.push(...slot.members.values());
  for (const m of linked) {
    if (!m.due || m.range) continue;
    const at = around(raw[m.line] ?? '', m.due, term);
    out.push({ due: m.due, mention: m, ...at, line: m.line, order: m.order, linked: true });
  }
  for (const m of all) {
    if (!m.due || m.range || linked.includes(m)) continue;
    const at = around(raw[m.line] ?? '', m.due, term);
    out.push({ due: m.due, mention: m, ...at, line: m.line, order: m.order, linked: false });
  }
  return out;
}

interface PageDays {
  span: DueContext['span'];
  /** The components each day is linked to by the schedule's mentions. */
  shared: ReadonlyMap<string, ReadonlySet<Slot>>;
  days: DueChoice['page'];
}

function pageOf(slots: readonly Slot[], mentions: readonly Mention[], raw: readonly string[], term: Term): PageDays {
  const days = mentions.flatMap((m) => (m.due && !m.range ? [m.due.date] : []));
  const sorted = [...days].sort();
  const shared = new Map<string, Set<Slot>>();
  for (const slot of slots)
    for (const m of slot.candidates) if (m.due) shared.set(m.due.date, (shared.get(m.due.date) ?? new Set()).add(slot));
  const written = raw.flatMap((l) =>
    findDates(l, term)
      .dates.filter((d) => !d.range)
      .map((d) => d.due.date),
  );
  return {
    span: sorted.length ? { first: sorted[0]!, last: sorted[sorted.length - 1]! } : null,
    shared,
    days: { mentioned: new Set(days), written: new Set(written) },
  };
}

function dueContext(slot: Slot, raw: readonly string[], page: PageDays, chosen: string | null): DueContext {
  const ordinal = slot.numbered ? null : (findMentions(slot.component.title, new Set())[0]?.number ?? null);
  return {
    component: slot.component,
    numbers: slot.numbered ? memberNumbers(slot.component) : ordinal === null ? [] : [ordinal],
    raw,
    span: page.span,
    shared: (date) => [...(page.shared.get(date) ?? [])].some((s) => s !== slot),
    chosen,
  };
}
