// Schedule extraction: every place the outline names a piece of graded work ("Lab 3",
// "Chapter 2 HW", "Midterm", "Final Exam"), with the date that goes with it there: the date
// in the same cell or sentence, else the date of its table row (Mon/Wed cells split on " / "
// line up with their dates), else a date just before it on the line.
import { MAX_LINE } from '../clean/bounds.js';
import { blockDates, blockDays, dateLine, entryDates, introTimes, onTheBlockDay } from './context.js';
import { findDates, type FoundDate, type Term } from '../calendar/dates.js';
import {
  ASSESSMENT_NOUN,
  classify,
  contentTokens,
  fold,
  NOT_THE_ITEM,
  romanNumber,
  sameWord,
} from '../vocabulary/kinds.js';
import { sentences } from '../scheme/prose.js';
import { DUE_HEADER, wordCount, type Line } from '../segment/lines.js';
import { WEEKDAY, weekLabelDate } from './weeklabel.js';
import { offWeekday, WEEK_START_HEADER, weekStartDays } from './weekstart.js';
import { sentenceRest } from '../clean/wrapped.js';
import { spanWeekdays } from './weekdays.js';
import { labelLine } from './labels.js';
import { listedDeadlines, listedMembers } from './listed.js';
import { lineTerms } from '../calendar/terms.js';
import { carriedDays } from './daycolumn.js';
import { headerIsEntry } from './datedheader.js';
import { halfDateCell } from './halves.js';
import { monthHeadingDays } from './monthheading.js';
import { isMakeUp } from './makeup.js';
import { dueDates, dueLineBelow, isReleaseDate, onlyReleaseDates } from './release-day.js';
import { hoursBelow } from './hours-below.js';
import { NAMED_DUE, namedDue } from './named-due.js';
import { unmarkedLines } from './emphasis.js';
import { paragraphEntryDate } from './paragraph-entry.js';
import { beforeDeadline, refersBack } from './refers-back.js';
import { partAfter } from './chapter-after.js';
import { instructs } from './instruction-tail.js';
import { tableWidths, wrappedRowDay } from './row-wrapped.js';
import { deadlineUnderItsShare } from './share-deadline.js';
import { dueLineSections } from './due-line.js';
import { datesWrappedBelow } from './wrapped-date.js';
import { ordinalBefore, ordinalReferences } from './ordinal-reference.js';
import type { Kind, LocalDue } from '../types.js';
import { ENGLISH_MONTHS, MONTH_ABBREVIATIONS, WEEKDAY_ABBREVIATIONS, weekdayNumber } from '../vocabulary/calendar.js';
import { ORDINAL_WORDS } from '../vocabulary/numbers.js';

export interface Mention {
  title: string;
  number: number | null;
  kind: Kind;
  line: number;
  /** Order in the document, for ties. */
  order: number;
  due: LocalDue | null;
  /** The date found was a span of days ("Dec 6-10"), so there is no single deadline. */
  range: boolean;
  /** A due-date column says there is none ("-"). */
  noDue: boolean;
  /** How much a date found here can be trusted: table rows and list items over prose. */
  score: number;
  /** The date is a stated change ("moved to Nov 21", "now Mon. Nov. 21"): it replaces any other. */
  corrected: boolean;
  /** The mention is of a stage before the graded submission ("interim report (feedback only)", "rough draft"). */
  draft?: boolean;
  /** Its date is only the week its row names ("Week 2 (8 Mar) … Lab 1"): no day of its own. */
  weekOnly?: boolean;
  /** Its entry says when it falls within its row's week: a weekday ("Aural Quiz 3 (Thu)") or that it is due then ("HW 1 due"). */
  whenStated?: boolean;
  /** It sits in a table's column headed as what is due ("Due", "Deadline"). */
  dueColumn?: boolean;
  /** The rule that gave its date, where the trace names it. */
  via?: string;
}

// A stage before the graded submission; "final draft" is the submission itself. (topic-due) "Paper topic due",
// "Paper - annotated bibliography due": the day a paper's topic or bibliography is handed in, not the paper.
const DRAFT =
  /\b(?:(?<!final\s)drafts?|interim|progress|feedback only|formative|not graded|ungraded|preliminary|rough|mock|practice|proposals?|outlines?|(?:topics?|bibliography) (?:is |are )?due)\b/i;

// (stage-named-before-the-work) "8+ page Draft of Term Paper due", "Outline for the research paper": a stage word and
// "of"/"for" right before the work's name (one modifier between) make the mention a stage, as DRAFT after it does.
const STAGE_BEFORE =
  /\b(?:(?<!final\s)drafts?|outlines?|proposals?|prospectus|abstracts?)\s+(?:of|for)\s+(?:the\s+|your\s+|a\s+)?(?:[a-z-]+\s+)?$/i;

const NOUN = new RegExp(`^${ASSESSMENT_NOUN}$`, 'i');
const MODIFIER =
  /^(?:final|midterm|mid-term|term|group|lab|class|in-class|take-home|written|oral|weekly|reading|programming|individual|concept|conceptual|peer)$/i;
const CALENDAR =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|due|the|and|or|of|on|in|for|to|by|at|a|an|no|see|from|with|week|session|day|date|topic|test)$/i;

interface Word {
  text: string;
  index: number;
  end: number;
}

function words(s: string): Word[] {
  const out: Word[] = [];
  // "Quiz-II" is the noun and its Roman number, apart.
  for (const m of s.matchAll(
    /problem[ -]sets?|trava(?:il|ux) pratiques?|(?:book|literature|article|critical) reviews?|\p{L}[\p{L}'&-]*(?=\d)|\p{L}+-(?=(?:I{1,3}|IV|VI{0,3}|IX|X)\b)|\p{L}[\p{L}'&-]*|\d+(?:\.\d+)?|\S/giu,
  )) {
    out.push({ text: m[0].replace(/-$/, ''), index: m.index, end: m.index + m[0].length });
  }
  return out;
}

const NO_ALIASES: ReadonlySet<string> = new Set();
// Words before a sitting's name that make the line about it, not the sitting: a study sheet for it, its review.
const ABOUT_THE_SITTING =
  /\b(?:for|about|of|to|with|discuss\w*|review\w*|study|answers?|solutions?|returned|back|after|before)\b[^.;!]*$/i;
// "[Take-Home Exam #2 Passed Out]": the sitting's paper handed out that day, not sat.
const HANDED_OUT = /^[\W_]{0,3}(?:passed|handed|given)\s+out\b|^[\W_]{0,3}(?:returned|handed back)\b/i;
/** Work sat on a day of the schedule rather than handed in: named on that day's lines, it falls on it. */
const SITTING_KINDS: ReadonlySet<Kind> = new Set<Kind>(['quiz', 'midterm']);

interface Found {
  title: string;
  number: number | null;
  index: number;
  end: number;
  /** The naming rule that numbered it, where the trace names it. */
  via?: string;
}

// "… on Wednesday, October 18, from 10:40, and the final" / "examination will be given on December 14": a
// date before a comma and a conjunction belongs to the clause before it, not to the work named after. (A
// semicolon does not part them: "Week 6 (5 Apr)  Optics of the eye; Lab 3" dates the lab.)
const NEW_CLAUSE = /,\s*(?:and|but|while|whereas)\s/i;
const SITTINGS: ReadonlySet<string> = new Set(['midterm', 'final', 'quiz']);
/** Whether the line's one date, a single day, leads it within 80 characters of the work at `at`, no new clause between. */
function farLeadDay(text: string, all: readonly FoundDate[], at: number): boolean {
  const d = all[0];
  return all.length === 1 && !d!.range && d!.end <= at && at - d!.end <= 80 && !NEW_CLAUSE.test(text.slice(d!.end, at));
}
const DUE_RIGHT_AFTER = /^[\s*_]*(?:is\s+)?due\b/i;
// "Third Paper Due", "Paper due!", "Paper due in class": said to be due with no other word of when ("due next week",
// "due Friday", "due on 3/4", "due by the end of term" say when, and not the paragraph's day).
const DUE_UNTOLD = /^[\s*_]*(?:is\s+)?due\b(?:\s{1,3}(?:in\s{1,3}(?:class|section|lecture)|today))?[\s!.;:*_)]*$/i;

/**
 * (due-wrapped-to-the-next-line) Whether the line ends on the work (`after`: what follows its name, emphasis marks
 * at most) and the next line, with no blank between, goes on with "due" and no word of when ("Due**", "due today").
 */
function dueOnTheNextLine(lines: readonly Line[], li: number, after: string): boolean {
  const line = lines[li]!;
  const next = lines[li + 1];
  return (
    /^[\s*_]*$/.test(after) &&
    next !== undefined &&
    next.type === 'text' &&
    line.type === 'text' &&
    next.index === line.index + 1 &&
    DUE_UNTOLD.test(next.text)
  );
}

/**
 * The date that leads the line above when this line continues it: both prose, no blank between, the line above
 * opening on a day and going on with its topic ("10/1 Case study, …"), this one opening on none.
 */
function wrappedEntryDate(lines: readonly Line[], li: number, term: Term): LocalDue | null {
  const line = lines[li]!;
  const above = lines[li - 1];
  if (!above || above.type !== 'text' || line.type !== 'text' || line.index !== above.index + 1) return null;
  const first = findDates(above.text, term).dates[0];
  if (!first || first.range || first.index > 2) return null;
  // The line above is an entry (a date and its topic), not a date standing alone with its hours.
  const topic = above.text.slice(first.end).match(/\p{L}{2,}/gu) ?? [];
  return topic.length >= 2 ? first.due : null;
}

/** Assessment phrases in a fragment of text, numbered or not; no name runs across a cell gap (offsets in `gaps`). */
export function findMentions(
  fragment: string,
  courseDigits: Set<string>,
  gaps: number[] = [],
  aliases: ReadonlySet<string> = NO_ALIASES,
): Found[] {
  const ws = words(fragment);
  const out: Found[] = [];
  // A component's abbreviation ("RR") is a noun only where it numbers a member ("RR 3").
  // A compound ending in a noun ("Mini-project", "Pre-lab") is that noun.
  // Asked of most words several times over (as a word, as the next word, as the end of a run): answered once each.
  const nouns: (boolean | undefined)[] = [];
  const isNoun = (i: number) =>
    (nouns[i] ??=
      NOUN.test(ws[i]!.text) ||
      NOUN.test(ws[i]!.text.slice(ws[i]!.text.lastIndexOf('-') + 1)) ||
      (aliases.has(ws[i]!.text.toLowerCase()) &&
        (/^\d{1,2}$/.test(ws[i + 1]?.text ?? '') ||
          (ws[i + 1]?.text === '#' && /^\d{1,2}$/.test(ws[i + 2]?.text ?? '')))));
  // Whether two neighbouring words are one name: close together, with no cell boundary between them.
  const joined = (a: Word, b: Word, most: number) =>
    b.index - a.end <= most && !gaps.some((g) => g >= a.end && g < b.index);
  for (let i = 0; i < ws.length; i++) {
    if (!isNoun(i) && !(MODIFIER.test(ws[i]!.text) && ws[i + 1] && isNoun(i + 1))) continue;
    // A word of a file name ("Commentary_questions_1.doc") names no work. (stray-emphasis-mark) An underscore at a
    // word's edge with no letter or digit beyond it is an emphasis mark left unpaired ("Oct 23 - **_Midterm"): no file.
    const glued = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
    if (
      (fragment[ws[i]!.end] === '_' && glued(fragment[ws[i]!.end + 1])) ||
      (fragment[ws[i]!.index - 1] === '_' && glued(fragment[ws[i]!.index - 2]))
    )
      continue;
    // "Exam (tentamen)", "Final exam (Abschlussklausur)": a noun in brackets just after a named work glosses it.
    const previous = out[out.length - 1];
    if (
      fragment[ws[i]!.index - 1] === '(' &&
      previous &&
      ws[i]!.index - previous.end <= 3 &&
      /^\s?\($/.test(fragment.slice(previous.end, ws[i]!.index))
    )
      continue;
    // A run of modifier and noun words.
    let j = i;
    while (
      j + 1 < ws.length &&
      (isNoun(j + 1) || (MODIFIER.test(ws[j + 1]!.text) && ws[j + 2] && isNoun(j + 2))) &&
      joined(ws[j]!, ws[j + 1]!, 1)
    )
      j++;
    if (!ws.slice(i, j + 1).some((_, k) => isNoun(i + k))) continue;
    // "Final client report": a lone modifier before another word and a noun is that noun's modifier, not the final.
    if (
      j === i &&
      MODIFIER.test(ws[i]!.text) &&
      /^[a-z]{3,}$/.test(ws[i + 1]?.text ?? '') &&
      !CALENDAR.test(ws[i + 1]!.text) &&
      ws[i + 2] &&
      isNoun(i + 2) &&
      joined(ws[i]!, ws[i + 1]!, 1) &&
      joined(ws[i + 1]!, ws[i + 2]!, 1)
    )
      continue;
    let start = i;
    // Capitalised words just before ("Concept Assignment 1") name the item too, and so does an ordinal in
    // capitals before a name in capitals ("FIRST EXAM", "SECOND MID-TERM EXAM"; not "TENTATIVE FINAL").
    const capitals = /^[A-Z]{2,}(?:-[A-Z]{2,})?$/.test(ws[i]!.text);
    const capitalOrdinal = (w: string) => capitals && /^[A-Z]{3,}$/.test(w) && ORDINAL_WORDS[fold(w)] !== undefined;
    while (
      start > 0 &&
      i - start < 2 &&
      (/^[A-Z][a-z]+(?:-[a-z]+)?$/.test(ws[start - 1]!.text) ||
        capitalOrdinal(ws[start - 1]!.text) ||
        // "MID TERM EXAM": the first half of a name spelled in two words.
        (/^mid$/i.test(ws[start - 1]!.text) && /^term$/i.test(ws[start]!.text))) &&
      !CALENDAR.test(ws[start - 1]!.text) &&
      ws[start]!.index - ws[start - 1]!.end === 1 &&
      joined(ws[start - 1]!, ws[start]!, 1)
    )
      start--;
    let number: number | null = null;
    let end = ws[j]!.end;
    let k = j + 1;
    // "Critique #2", "Lab-3": the mark sits between the noun and its number.
    let numFrom = end;
    if ((ws[k]?.text === '#' && ws[k]!.index - end <= 1) || (ws[k]?.text === '-' && ws[k]!.index === end))
      numFrom = ws[k++]!.end;
    const num = ws[k];
    const afterNum = num ? fragment.slice(num.end, num.end + 8) : '';
    // "Quiz II" after a capitalised noun is numbered like "Quiz 2".
    const roman =
      num &&
      /^[A-Z]/.test(ws[j]!.text) &&
      (num.index - numFrom === 1 || (num.index === numFrom && fragment[numFrom - 1] === '-'))
        ? romanNumber(num.text)
        : null;
    if (
      roman !== null ||
      (num &&
        /^\d{1,2}$/.test(num.text) &&
        num.index - numFrom <= 1 &&
        !/^\s*(?:%|points?|pts|percent|[/:.]\d|th\b|st\b|nd\b|rd\b|h\b|hrs?\b|hours?\b|-\s*\d)/i.test(afterNum) &&
        !courseDigits.has(num.text))
    ) {
      number = roman ?? Number(num!.text);
      end = num!.end;
      k++;
    }
    // "Chapter 3 HW": the number comes before the noun.
    // Only the few characters before the noun are read: a `$`-anchored pattern over the whole prefix would cost quadratic time.
    const near = Math.max(0, ws[i]!.index - 24);
    const chNear = /\b(chapter|ch\.?|unit|module|lesson)\s{0,3}(\d{1,2})\s{0,3}$/i.exec(
      fragment.slice(near, ws[i]!.index),
    );
    const ch =
      chNear && !(chNear.index === 0 && near > 0 && /\p{L}/u.test(fragment[near - 1]!))
        ? { index: near + chNear.index, 2: chNear[2] }
        : null;
    if (number === null && ch) {
      number = Number(ch[2]);
      start = -1;
    }
    // (numbered-by-its-chapter) "Homework Chapter 2": the number of the chapter after the noun numbers the work.
    let via: string | undefined;
    const part = number === null ? partAfter(fragment.slice(end, gaps.find((g) => g >= end) ?? fragment.length)) : null;
    if (part) {
      number = part.number;
      end += part.length;
      while (k < ws.length && ws[k]!.index < end) k++;
      via = 'numbered-by-its-chapter';
    }
    // "Second Midterm", "Primer parcial": an ordinal just before the noun numbers it.
    // Only a capitalised ordinal that is part of the name: "the third lab session" is no Lab 3.
    if (number === null && start >= 0 && start < i && ORDINAL_WORDS[fold(ws[start]!.text)])
      number = ORDINAL_WORDS[fold(ws[start]!.text)]!;
    // (ordinal-in-digits) "(2nd Quiz)", "3rd exam", "the 1st Paper": an ordinal written in digits right before the name
    // numbers it as "Second Midterm" does, and opens its name; the words() split reads "2nd" as "2" and "nd".
    if (
      number === null &&
      start >= 2 &&
      /^[1-9]$/.test(ws[start - 2]!.text) &&
      /^(?:st|nd|rd|th)$/i.test(ws[start - 1]!.text) &&
      ws[start - 1]!.index === ws[start - 2]!.end &&
      !/[\d./,-]$/.test(fragment.slice(Math.max(0, ws[start - 2]!.index - 1), ws[start - 2]!.index)) &&
      joined(ws[start - 1]!, ws[start]!, 2)
    ) {
      number = Number(ws[start - 2]!.text);
      start -= 2;
      via = 'ordinal-in-digits';
    }
    const next = ws[k];
    // "Exam week" is no exam, but "Mid-term test Week 7 Thu (29 Sep)" is the test, dated by its week.
    if (
      next &&
      NOT_THE_ITEM.test(next.text) &&
      next.index - end <= 2 &&
      !(/^week$/i.test(next.text) && /^\d/.test(ws[k + 1]?.text ?? ''))
    ) {
      i = k;
      continue;
    }
    // "Review for Exam 1", "Study session before the midterm": the day before the item, not the item.
    if (
      PREPARING.test(
        fragment.slice(Math.max(0, ws[start >= 0 ? start : i]!.index - 32), ws[start >= 0 ? start : i]!.index),
      ) ||
      // (talk-after-the-item) "Discussion of Midterm", "Go over exams", "Return of the exam": a class after the item.
      AFTERWARDS.test(
        fragment.slice(Math.max(0, ws[start >= 0 ? start : i]!.index - 32), ws[start >= 0 ? start : i]!.index),
      ) ||
      WORKING_ON.test(
        fragment.slice(Math.max(0, ws[start >= 0 ? start : i]!.index - 40), ws[start >= 0 ? start : i]!.index),
      )
    ) {
      i = k - 1;
      continue;
    }
    const from = start >= 0 ? ws[start]!.index : ch!.index;
    // "Sick test", "make-up exam", "prueba recuperativa": a sitting for those who missed the item, not the item.
    if (isMakeUp(fragment.slice(Math.max(0, from - 40), from), fragment.slice(from, end))) {
      i = k - 1;
      continue;
    }
    let title = fragment.slice(from, end).replace(/\s+/g, ' ').trim();
    // A table cell that starts with the item and goes on with " - description" keeps it: a cell of its own,
    // or one after a label ("Item: Essay 1 - Labour history"). ("Lab 2: Data types" keeps its short name, as
    // the members of one component share it.)
    const cellEnd = gaps.find((g) => g >= end) ?? fragment.length;
    const tail = /^\s+[-–—:]\s+([^|():]{3,60})$/.exec(fragment.slice(end, cellEnd));
    const opens = from === 0 || /^\s*\p{L}{2,12}:\s*$/u.test(fragment.slice(0, from));
    // A day after the dash ("Test 1 — Thursday, February 18") is its date, not its name; "- to be submitted by …"
    // or "- Due Fri 10/02/12" is its deadline. A dot leader ends the description: what follows is the row's date or page.
    const described = (tail?.[1] ?? '').trim();
    if (
      opens &&
      tail &&
      number !== null &&
      !DAY_FIRST.test(described) &&
      !DEADLINE_TAIL.test(described) &&
      !/^(?:due|deadline|submit|hand in|by)\b/i.test(described) &&
      !instructs(described)
    ) {
      title = `${title} - ${described.split(/\s*(?:\.{3,}|…)/)[0]!.trim()}`;
    }
    out.push(via ? { title, number, index: from, end, via } : { title, number, index: from, end });
    i = k - 1;
  }
  return out;
}

const DAY_FIRST = new RegExp(
  String.raw`^(?:\d|(?:${MONTH_ABBREVIATIONS})[a-z]{0,6}\.?(?:\s|$)|(?:${WEEKDAY_ABBREVIATIONS})[a-z]{0,6}\.?(?:[\s,]|$))`,
  'i',
);

// Lower-case words that open a deadline or a remark, not a name.
const DEADLINE_TAIL =
  /^(?:to|due|by|on|at|in|is|are|was|will|must|should|submitted|handed|released|posted|opens|closes)\b/;
const DUE_BEFORE = new RegExp(
  String.raw`\b(?:due|deadline|submit(?:ted)?|turn(?:ed)? in|hand(?:ed)? in)\b(?:\s+(?:on|by|before|no later than))?[\s:,]*(?:(?:${WEEKDAY_ABBREVIATIONS})[a-z]*\.?,?\s*)?$`,
  'i',
);

/**
 * "given to students on October 25 and due on November 1": of several dates in one entry, the one
 * a deadline word introduces is the deadline, wherever it stands.
 */
function dueFirst(seg: string, dates: FoundDate[]): FoundDate[] {
  if (dates.length < 2) return dates;
  const at = dates.findIndex((d) => DUE_BEFORE.test(seg.slice(Math.max(0, d.index - 32), d.index)));
  return at > 0 ? [dates[at]!, ...dates.filter((_, i) => i !== at)] : dates;
}

/** Whether the date found in `seg` stands inside parentheses ("(Jan 18-Feb 8 lectures)"). */
function spanInParentheses(seg: string, d: FoundDate): boolean {
  const open = seg.lastIndexOf('(', d.index);
  return open >= 0 && seg.lastIndexOf(')', d.index) < open && seg.indexOf(')', d.end) >= 0;
}

const PREPARING =
  /\b(?:review(?:ing)?|prep(?:aration)?|practice|study(?:ing)?|help|q\s?&\s?a)\s+(?:session\s+)?(?:for|before|ahead of)\s+(?:the\s+|your\s+)?$/i;

const AFTERWARDS =
  /\b(?:discussion\s+of|discuss(?:ing)?|go(?:ing)?\s+over|return(?:ing)?(?:\s+of)?|debrief(?:ing)?(?:\s+(?:of|on))?)\s+(?:the\s+|your\s+)?$/i;

// (working-on-the-item) "No class, work on final paper", "Individual Meetings on Research Paper", "Discussion of
// research papers": a class spent on the work or its talk, one modifier before its name, is not the day it is due.
const WORKING_ON =
  /\b(?:work(?:ing)?\s+on|meetings?\s+(?:on|about)|conferences?\s+(?:on|about)|discussion\s+of)\s+(?:the\s+|your\s+)?(?:[a-z-]+\s+)?$/i;

// "HW 1 due", "Lab 2 report due": the entry is a deadline in its row's week.
const DUE_AFTER = /^\W{0,3}(?:[a-z][a-z-]{1,15}\s+){0,2}(?:is\s+)?due\b/i;

const DASH = /^\s*(?:[-–—]|n\/a|none|tbd|tba)?\s*$/i;

// Also in Spanish, Portuguese and French ("se posterga al lunes 1 de diciembre", "foi adiada para", "est reportée au").
const CHANGE =
  /\b(?:moved|extended|postponed|rescheduled|changed|revised|pushed back|delayed|now|se (?:posterga|pospone|aplaza|traslada|cambia|mueve)|(?:postergad|pospuest|aplazad|trasladad|adiad|prorrogad|report[ée]|d[ée]cal[ée]|repouss[ée])[ao]?e?s?|adia|prorroga)(?![\p{L}])/iu;

/** In a stated change, the date after "to" / "now" / "until" is the new one ("from March 12 to March 14"). */
function changedTo(seg: string, dates: FoundDate[]): FoundDate | null {
  if (!CHANGE.test(seg)) return null;
  let from = 0;
  for (const d of dates) {
    if (/\b(?:to|now|until|till|al|para|au|à)(?![\p{L}])/iu.test(seg.slice(from, d.index))) return d;
    if (d.last && /\bto\b/i.test(seg.slice(d.index, d.end))) return { ...d, due: d.last, range: false };
    from = d.end;
  }
  return null;
}

function pick(dates: FoundDate[]): { due: LocalDue | null; range: boolean } | null {
  const d = dates[0];
  if (!d) return null;
  return { due: d.range ? null : d.due, range: d.range };
}

// "21 | March | MID-TERM EXAM", "Jan. | 27 | Introduction": a row that prints its month and its day in two
// neighbouring cells and no date in any one cell. Both cells carry the day the two make together.
const MONTH_CELL = new RegExp(String.raw`^(?:${ENGLISH_MONTHS}|${MONTH_ABBREVIATIONS}|sept)\.?$`, 'i');
const DAY_CELL = /^\d{1,2}(?:st|nd|rd|th)?$/i;

function monthDayCells(cells: readonly string[], dated: FoundDate[][], term: Term): FoundDate[][] {
  if (dated.some((d) => d.length)) return dated;
  for (let i = 0; i + 1 < cells.length; i++) {
    const [a, b] = [cells[i]!.trim(), cells[i + 1]!.trim()];
    if (!((MONTH_CELL.test(a) && DAY_CELL.test(b)) || (DAY_CELL.test(a) && MONTH_CELL.test(b)))) continue;
    const found = findDates(`${a} ${b}`, term).dates;
    if (found.length !== 1) return dated;
    const out = [...dated];
    out[i] = found;
    out[i + 1] = found;
    return out;
  }
  return dated;
}

const DEADLINE_WORD =
  /\b(?:due|deadline|submit(?:ted)?|upload(?:ed)?|hand(?:ed)?[ -]in|turned in|no later than|collected|(?:must|to) be (?:installed|delivered|lodged|posted|handed over) by|will be (?:held|heard|sat)|(?:is|are) scheduled|takes? place|completion date)\b/i;

// "Due by 5:00 p.m. February 11, March 25 and April 29.": a stop after "a.m." or "p.m." before a day or a month
// ends no sentence; the two pieces are read as one.
const AFTER_MERIDIEM = new RegExp(
  String.raw`^(?:${ENGLISH_MONTHS}|${MONTH_ABBREVIATIONS}|sept|${WEEKDAY_ABBREVIATIONS})[a-z]{0,6}\.?[\s,]{1,3}\d`,
  'i',
);
function clauses(joined: string): string[] {
  const out: { at: number; text: string }[] = [];
  let cursor = 0;
  for (const part of sentences(joined)) {
    const at = joined.indexOf(part, cursor);
    if (at < 0) {
      out.push({ at: -1, text: part });
      continue;
    }
    cursor = at + part.length;
    const prev = out[out.length - 1];
    if (prev && prev.at >= 0 && /\b[ap]\.m\.$/i.test(prev.text) && AFTER_MERIDIEM.test(part))
      prev.text = joined.slice(prev.at, cursor);
    else out.push({ at, text: part });
  }
  return out.map((o) => o.text);
}

/**
 * Prose that names a piece of work in one sentence and gives its deadline in the next ones
 * ("The book review discusses one title from the list. It must be uploaded no later than Friday
 * 7 March 2025 before 18h."), wrapped over several lines: the first date after a deadline word,
 * before another piece of work is named, is the work's date.
 */
function paragraphMentions(
  lines: Line[],
  term: Term,
  courseDigits: Set<string>,
  names: string[],
  shares: ReadonlyMap<number, readonly string[]> = new Map(),
): Omit<Mention, 'order'>[] {
  const out: Omit<Mention, 'order'>[] = [];
  const paragraphs: { lines: Line[]; heading: Found | null }[] = [];
  let current: Line[] = [];
  // A heading that names one piece of work ("PROJECT 1: SURFACE") makes its section about that work.
  let heading: Found | null = null;
  let unmarked = false;
  for (const line of lines) {
    // "Group Project:" alone on its line: an unmarked heading when it names graded work; another such line
    // ("Academic Integrity Module") ends its section.
    const labelled = line.type === 'text' && labelLine(line.text);
    const label = labelled && findMentions(line.text, courseDigits).length === 1;
    const ends = labelled && !label && unmarked;
    // "(i) Pre-MBA Accounting Courseware quizzes – …" / "(ii) Final Examination – …": an enumerated part starts its own paragraph.
    if (line.type === 'text' && current.length && /^\((?:[ivx]{1,4}|[a-h]|\d{1,2})\)\s/i.test(line.text)) {
      paragraphs.push({ lines: current, heading });
      current = [];
    }
    if (line.type === 'text' && !label && !ends) current.push(line);
    else if (current.length) {
      paragraphs.push({ lines: current, heading });
      current = [];
    }
    if (ends) {
      heading = null;
      unmarked = false;
    }
    if (line.type === 'heading' || label) {
      unmarked = label;
      const named = findMentions(line.text, courseDigits);
      // A heading within one component's name ("Case note" of "Written case note") names it too, whatever the noun.
      const tokens = contentTokens(line.text);
      const within = names.filter(
        (n) => tokens.length > 0 && tokens.every((t) => contentTokens(n).some((u) => sameWord(t, u))),
      );
      const component = within.length === 1 ? within[0] : undefined;
      heading =
        named.length === 1
          ? named[0]!
          : component
            ? { title: component, number: null, index: 0, end: component.length }
            : null;
    }
  }
  if (current.length) paragraphs.push({ lines: current, heading });
  for (const { lines: paragraph, heading: about } of paragraphs) {
    let subject: { found: Found; line: number } | null = about ? { found: about, line: paragraph[0]!.index } : null;
    // Where each line starts in the paragraph's text, so a sentence finds its line by its offset (a search of
    // every line for every sentence would be quadratic in a paragraph of thousands of lines).
    const joined = paragraph.map((l) => l.text).join(' ');
    const texts = new Map(paragraph.map((l) => [l.index, l.text]));
    const starts: number[] = [];
    paragraph.reduce((at, l) => {
      starts.push(at);
      return at + l.text.length + 1;
    }, 0);
    let cursor = 0;
    for (const sentence of clauses(joined)) {
      const at = joined.indexOf(sentence, cursor);
      if (at >= 0) cursor = at + sentence.length;
      // A "sentence" longer than any outline line is a list or calendar without full stops, read line by line
      // elsewhere; chrono over it would cost far more than linear time.
      if (sentence.length > MAX_LINE) {
        subject = about ? { found: about, line: paragraph[0]!.index } : null;
        continue;
      }
      const found = findMentions(sentence, courseDigits);
      const line = at >= 0 ? paragraph[lineAt(starts, at)]!.index : paragraph[0]!.index;
      if (at >= 0)
        for (const w of datesWrappedBelow(
          sentence,
          found,
          (o) => paragraph[lineAt(starts, at + o)]!.index,
          (n) => texts.get(n) ?? '',
          term,
        ))
          out.push({
            title: w.found.title,
            number: w.found.number,
            kind: classify(w.found.title),
            line: w.line,
            due: w.due,
            range: false,
            noDue: false,
            score: 2,
            corrected: false,
            ...(DRAFT.test(sentence.slice(w.found.index)) ? { draft: true } : {}),
            via: 'date-wrapped-below-its-name',
          });
      // "two midterm exams, given … on Tuesday, October 17 and Thursday, November 9": member k on day k.
      for (const m of listedMembers(sentence, found, term))
        out.push({
          title: m.title,
          number: m.number,
          kind: classify(m.title),
          line,
          due: m.due,
          range: false,
          noDue: false,
          score: 2,
          corrected: false,
        });
      // A component named by its own words near the start ("The research article summary asks you …") is the subject too.
      const own = found[0] && found[0].index <= 40 ? found[0] : namedIn(sentence.slice(0, 60), names);
      // "The deadline for the term paper has been moved to / Fr 22.01.2027" over a line break: a stated
      // change about one piece of work gives its new date.
      const moved =
        found.length > 0 && found.every((f) => f.title.toLowerCase() === found[0]!.title.toLowerCase())
          ? changedTo(sentence, findDates(sentence, term).dates)
          : null;
      // (A sentence within one line is read with that line.)
      if (moved && !moved.range && !paragraph.some((l) => l.text.includes(sentence))) {
        const f = found[0]!;
        out.push({
          title: f.title,
          number: f.number,
          kind: classify(f.title),
          line,
          due: moved.due,
          range: false,
          noDue: false,
          score: 2,
          corrected: true,
        });
        continue;
      }
      // Under a heading naming the work, only another numbered piece of work changes the subject.
      const other = (f: Found) =>
        !contentTokens(f.title).every((t) => contentTokens(subject!.found.title).some((u) => sameWord(t, u)));
      if (
        subject &&
        !refersBack(subject.found, beforeDeadline(sentence, found)) &&
        found.some(
          (f) => other(f) && (!about || subject!.found !== about || (f.number !== null && f.number !== about.number)),
        )
      )
        subject = null;
      // (deadline-under-its-share) "Field notebook: 15%" / "Due in my office by noon on Friday March 12.": the
      // component of the scheme line the sentence starts on, its deadline on the line below.
      const share =
        !subject && at >= 0 && shares.has(line)
          ? deadlineUnderItsShare(
              sentence,
              (o) => paragraph[lineAt(starts, at + o)]!.index,
              shares,
              term,
              (t) => findMentions(t, courseDigits),
            )
          : null;
      if (share) {
        out.push({
          title: share.title,
          number: null,
          kind: classify(share.title),
          line: share.line,
          due: share.due,
          range: false,
          noDue: false,
          score: 2,
          corrected: false,
          via: 'deadline-under-its-share',
        });
        continue;
      }
      if (!subject && own) {
        if (findDates(sentence, term).dates.length) continue;
        subject = { found: own, line };
      }
      if (!subject) continue;
      const word = DEADLINE_WORD.exec(sentence);
      if (!word) continue;
      const dates = findDates(sentence, term).dates;
      // "originally set for Friday 12 March, but … moved to Friday 19 March": the new date.
      const changed = changedTo(sentence, dates);
      const f = subject.found;
      // "Source analyses focus on …" / "Due by 5:00 p.m. February 11, March 25 and April 29.": one member a day.
      const listed = !changed && f.number === null ? listedDeadlines(sentence, f.title, term) : [];
      if (listed.length) {
        for (const m of listed)
          out.push({
            title: m.title,
            number: m.number,
            kind: classify(m.title),
            line: subject.line,
            due: m.due,
            range: false,
            noDue: false,
            score: 2,
            corrected: false,
          });
        if (subject.found !== about) subject = null;
        continue;
      }
      const date = changed ?? dates.find((d) => d.index > word.index);
      if (!date) continue;
      // "Submit the citation by Friday, Oct. 30 (required, but not graded)": a stage before the work, which goes on being the subject.
      const draft = DRAFT.test(sentence.slice(word.index));
      out.push({
        title: f.title,
        number: f.number,
        kind: classify(f.title),
        line: subject.line,
        due: date.range ? null : date.due,
        range: date.range,
        noDue: false,
        score: 2,
        corrected: changed !== null && !changed.range,
        ...(draft ? { draft } : {}),
      });
      // A section about the work may go on to change the date it gave.
      if (subject.found !== about && !draft) subject = null;
    }
  }
  return out;
}

/**
 * "… from 10:40, and the final" / "examination will be given on Thursday, December 14": a line that opens on a
 * work's noun whose modifier ended the line above, in a sentence that goes on, names the work in full ("final
 * examination"), so its kind is the final's and not any exam's.
 */
function nameWrappedAfterModifier(
  m: Found,
  previous: Line | undefined,
  text: string,
  courseDigits: Set<string>,
  aliases: ReadonlySet<string>,
): Found {
  // The sentence goes on: prose above, no stop at its end, and a noun in lower case here (not a heading and
  // its list: "Field journal" / "Entry 1").
  if (m.index > 2 || !/^[a-z]/.test(m.title) || previous?.type !== 'text' || /[.!?:;)]\s*$/.test(previous.text))
    return m;
  if (wordCount(previous.text) < 6) return m;
  const tail = /(\p{L}[\p{L}-]{1,20})\s*$/u.exec(previous.text)?.[1];
  if (!tail) return m;
  const joined = `${tail} ${text.slice(m.index, m.end)}`;
  const found = findMentions(joined, courseDigits, [], aliases)[0];
  // Only a modifier that changes what the work is ("final" before "examination"); a topic ending the line
  // above ("Torque-free Motion" / "HW 5 due") leaves the name as it is.
  if (!found || found.index !== 0 || found.end !== joined.length || classify(found.title) === classify(m.title))
    return m;
  return { ...found, index: m.index, end: m.end };
}

/** The index of the last start at or before `offset` (binary search over ascending starts). */
function lineAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The one component name (two content words or more) whose words all appear in `text`. */
function namedIn(text: string, names: string[]): Found | null {
  const words = contentTokens(text);
  const hits = names.filter((n) => {
    const c = contentTokens(n);
    return c.length >= 2 && c.every((t) => words.some((w) => sameWord(t, w)));
  });
  return hits.length === 1 ? { title: hits[0]!, number: null, index: 0, end: 0 } : null;
}

// "report due Wed Jan 20" under "Expt 1  Rates of reaction": a lower-case word before "due" and a day continues the entry above
// (case-sensitive: "Essay due Mon Mar 3" names other work).
const CONTINUED_DUE =
  /^\s*(?:[a-z][a-z-]{2,12} )?due (?:on |by )?(?:[MTWFS][a-z]{2,8}\.?,? )?(?:[A-Z][a-z]{2,8}\.? )?\d/;
const closingLabel = (t: string) => CLOSING_LABEL.test(t) || CONTINUED_DUE.test(t);
// "Le 14 oct. 2026 de 8h30 à 11h20" under an exam's title in a flattened LMS table: the day the exam is held.
const CLOSING_LABEL =
  /^\s*(?:due\s+(?:on|by)\b|d[uû]e?s? le\b|(?:le|el)\s(?=\d{1,2}\s)|(?:closes?|closing|due(?: date)?|deadline|submission deadline|date|cierre|entrega|fecha(?: l[ií]mite| de entrega)?|prazo|data)\s*:)/i;

/**
 * The date of a "Closes:"/"Due:" line among the few lines under a heading line (up to a blank line),
 * or of a line that is only a date right under a line that ends in a colon ("FINAL EXAM:" / "AUGUST 13 9:00am").
 */
function closingBelow(lines: Line[], li: number, term: Term): FoundDate | null {
  const next = lines[li + 1];
  if (next && /:\s*$/.test(lines[li]!.text)) {
    const due = dateLine(next, term);
    if (due) return { index: 0, end: 0, due, range: false };
  }
  // Under a heading ("## Final Exam:"), its section's first lines are read past blank lines and the deeper
  // headings that label its facts ("### 🍎 Date: Thursday, December 11, 2025").
  const own = lines[li]!;
  const section = own.type === 'heading';
  let read = 0;
  for (let k = li + 1; k < lines.length && read < 4; k++) {
    const l = lines[k]!;
    if (l.type === 'blank' && section) continue;
    if (l.type === 'blank' || l.type === 'rule') return null;
    if (l.type === 'heading' && !(section && l.level > own.level)) return null;
    read++;
    const text = section ? l.text.replace(/^[^\p{L}\p{N}]+/u, '') : l.text;
    // Another item's block ("Assignments" / "Individual Assignment 1" / "Due on …") is not this line's.
    if (!closingLabel(text) && findMentions(text, new Set()).length) return null;
    if (!closingLabel(text)) continue;
    const d = findDates(text, term).dates[0];
    if (d && !d.range) return section && !d.due.time ? withTimeBelow(d, lines, k, term) : d;
  }
  return null;
}

/** "### Date: Thursday, December 11" then "### Time: 5:45 PM - 7:45 PM": the time a fact line below gives the day. */
function withTimeBelow(d: FoundDate, lines: Line[], from: number, term: Term): FoundDate {
  for (let k = from + 1; k < lines.length && k <= from + 4; k++) {
    const text = lines[k]!.text.replace(/^[^\p{L}\p{N}]+/u, '');
    if (!/^time\s*:/i.test(text)) continue;
    const time = findDates(text, term).times[0]?.time;
    return time ? { ...d, due: { ...d.due, time } } : d;
  }
  return d;
}

/** The week a table's header names with its days ("Week 2—9/2-9/5"), as its first day; null when it names none. */
function headerWeek(header: string[] | null, term: Term): FoundDate | null {
  const first = header?.find((c) => c);
  const day = first ? weekLabelDate(first, term) : null;
  return day ? { index: 0, end: 0, due: { date: day, time: null }, range: false } : null;
}

/** Every mention of graded work outside the scheme's own lines, with its date. */
export function extractMentions(
  marked: Line[],
  term: Term,
  skip: Set<number>,
  courseDigits: Set<string>,
  names: string[] = [],
  aliases: ReadonlySet<string> = NO_ALIASES,
  shares: ReadonlyMap<number, readonly string[]> = new Map(),
): Mention[] {
  // (emphasis-marks-in-the-schedule) "_ Final Paper Due_": read past the underscores left at a word's edge.
  const lines = unmarkedLines(marked);
  const out: Mention[] = [];
  let order = 0;
  // Rows dated only by the week their table's header names: the first day of that week.
  const weekRows = new Map<number, string>();
  const heads = blockDates(lines, term);
  const weekStarts = weekStartDays(lines, term);
  const headed = monthHeadingDays(lines, term);
  const entries = entryDates(lines, term, headed);
  const withinBlock: (LocalDue | null)[] = [];
  const days = blockDays(lines, term, headed, withinBlock);
  const intros = introTimes(lines, term);
  const spanDays = spanWeekdays(lines, term);
  const carried = carriedDays(lines, term).map((d, i) => d ?? headed[i] ?? null);
  const terms = lineTerms(lines, term);
  const widths = tableWidths(lines);
  const position = new Map(lines.map((l, i) => [l.index, i]));
  // `tail`: the rest of the line or cell from the mention on, which may say it is a draft stage.
  const push = (
    f: Found,
    line: Line,
    seg: string,
    fallback: { due: LocalDue | null; range: boolean; noDue?: boolean } | null,
    score: number,
    tail = seg,
    before = '',
  ) => {
    const all = findDates(seg, terms[line.index] ?? term);
    // "(moved from Fri 11/15 ...)": the date after "from" in a stated change is the old one; the entry's own date is the new one.
    const stated = changedTo(seg, all.dates);
    const old =
      !stated && CHANGE.test(seg)
        ? all.dates.filter((d) =>
            /\bfrom\s+(?:[a-z]{3,9}\.?,?\s+)?$/i.test(seg.slice(Math.max(0, d.index - 16), d.index)),
          )
        : [];
    const kept = all.dates.filter((d) => !old.includes(d));
    // "released 18-01-2027; submission on or before 01-02-2027": a release date is not the deadline when another date follows;
    // (handed-out-day-is-no-deadline) when none does, the mention has no due day here, not even its row's.
    const due = dueDates(seg, kept);
    const released = !stated && onlyReleaseDates(seg, kept);
    const own = { ...all, dates: dueFirst(seg, released ? [] : due.length ? due : kept) };
    const changed =
      stated ??
      (old.length && !own.dates.length && fallback?.due ? { index: 0, end: 0, due: fallback.due, range: false } : null);
    let found = changed ? pick([changed]) : pick(own.dates);
    // "Feb 10 Exam 1 (Jan 18-Feb 8 lectures)": a span in parentheses after the item is what it covers; the row's day is its date.
    if (found?.range && fallback?.due && !changed && spanInParentheses(seg, own.dates[0]!)) found = fallback;
    if (changed && !own.dates.length && found?.due && !found.due.time && own.times[0])
      found = { ...found, due: { ...found.due, time: own.times[0].time } };
    if (!found && fallback && !released) {
      found = fallback;
      // A bare time in the item's own cell goes with the row's date ("FINAL EXAM 8:45-11:15").
      if (found.due && !found.due.time && own.times[0])
        found = { ...found, due: { ...found.due, time: own.times[0].time } };
    }
    // (hours-on-the-line-below) "Final Exam | May 14" / "1:30-3:30 p.m.": the hours under the day that closes its line.
    let timed = false;
    if (found?.due && !found.due.time && !found.range && !released) {
      const next = lines[(position.get(line.index) ?? -2) + 1];
      const time = hoursBelow(found.due, f.title, line, next, terms[line.index] ?? term);
      if (time) {
        found = { ...found, due: { ...found.due, time } };
        timed = true;
      }
    }
    // A time stated once in the line introducing the list ("… (in class, 7:00 h):") goes with each day under it.
    if (found?.due && !found.due.time && intros[line.index])
      found = { ...found, due: { ...found.due, time: intros[line.index]! } };
    const vias = [
      ...(f.via ? [f.via] : []),
      ...(released ? ['handed-out-day-is-no-deadline'] : []),
      ...(timed ? ['hours-on-the-line-below'] : []),
      ...(!DRAFT.test(tail) && STAGE_BEFORE.test(before) ? ['stage-named-before-the-work'] : []),
    ];
    out.push({
      title: f.title,
      number: f.number,
      kind: classify(f.title),
      line: line.index,
      order: order++,
      due: found?.due ?? null,
      range: found?.range ?? false,
      noDue: (fallback as { noDue?: boolean } | null)?.noDue === true && !own.dates.length,
      score: score + (own.dates.length ? 1 : 0),
      corrected: changed !== null && !changed.range,
      ...(DRAFT.test(tail) || STAGE_BEFORE.test(before) ? { draft: true } : {}),
      ...(vias.length ? { via: vias.join(', ') } : {}),
      ...(WEEKDAY.test(seg.slice(f.end - f.index)) || DUE_AFTER.test(tail.slice(f.end - f.index, f.end - f.index + 40))
        ? { whenStated: true }
        : {}),
    });
  };
  // Every row of a table shares its header: whether that header is a dated entry is read once per table.
  const entryHeaders = new Map<readonly string[], boolean>();
  const isEntryHeader = (header: readonly string[]) => {
    let entry = entryHeaders.get(header);
    if (entry === undefined) entryHeaders.set(header, (entry = headerIsEntry(header, term)));
    return entry;
  };
  // The last work named on the last prose line read, which an ordinal at the start of the next line may refer to.
  let previousWork: { line: number; found: Found } | null = null;
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!;
    if (line.type === 'blank' || line.type === 'rule') continue;
    // A scheme row is read like a scheme line: only the numbered members it lists after its weight.
    if (line.type === 'row' && !skip.has(line.index)) {
      const entryHeader = line.header !== null && isEntryHeader(line.header);
      if (line.header === line.cells && !entryHeader) continue;
      const dated = monthDayCells(
        line.cells,
        line.cells.map((c) => findDates(c, term).dates),
        term,
      );
      const header = entryHeader ? [] : (line.header ?? []);
      const dueCol = header.findIndex((h) => /\bdue\b|\bdeadline\b/i.test(h));
      // (row-wrapped-under-its-date) A row with no date of its own, the rest of the short dated row right above it.
      let wrappedDay: LocalDue | null | undefined;
      const wrappedRow = () => {
        if (wrappedDay === undefined)
          wrappedDay =
            !carried[line.index] && dated.every((d) => !d.length) ? wrappedRowDay(lines, li, widths, term) : null;
        return wrappedDay;
      };
      const dateCol = header.findIndex((h) => /\b(date|day|when)\b/i.test(h) && !/\bdue\b/i.test(h));
      line.cells.forEach((cell, ci) => {
        if (!cell) return;
        const parts = cell.split(/\s+\/\s+/);
        // A first column of bare numbers under a one-word header ("Set", "Lab") numbers the work the row is about.
        // So does a short code with the number ("L3", "#3", "P-2") under "Lab".
        // A column headed as a date ("Date", "Day") numbers days, not work.
        const code =
          ci === 0 &&
          /^[A-Za-z]{2,12}$/.test(header[0] ?? '') &&
          !/^(?:date|dates|day|days|when|fecha|datum|jour|data)$/i.test(header[0] ?? '') &&
          header.some((h) => DUE_HEADER.test(h))
            ? /^(?:[A-Z]{1,2}[-#]?|#)?(\d{1,2})$/.exec(cell)
            : null;
        // The cell beside it, when it names the work in a few words ("Experiment: Properties of steam: the Marcet
        // boiler"), completes the title, shortened to its first phrase; a topic column says what the week covers.
        const at = code ? line.cells.findIndex((c, k) => k > 0 && c) : -1;
        const named =
          at > 0 && !/topic|content|reading|theme|subject|chapter|lecture/i.test(header[at] ?? '')
            ? line.cells[at]!
            : '';
        const phrase = named && !dated[at]!.length ? named.split(/[:;,(–—]|\s-\s/)[0]!.trim() : '';
        const about = /\p{L}{3}/u.test(phrase) && wordCount(phrase) <= 5 ? `: ${phrase}` : '';
        const mentionsByPart = code
          ? [[{ title: `${header[0]} ${cell}${about}`, number: Number(code[1]), index: 0, end: cell.length }]]
          : parts.map((p) => findMentions(p, courseDigits, [], aliases));
        if (!mentionsByPart.some((m) => m.length)) return;
        // The row's date: the due column, else a date column, else the first dated cell that is not this one.
        // A row may be shorter than its header (a merged or missing cell): a header column past its end is not there.
        const usable = (i: number) => i >= 0 && i < dated.length && i !== ci && dated[i]!.length > 0;
        // A day the date column carries ("29" under "Oct 2") is the row's, before a date another cell gives
        // something else ("Academic Drop Deadline (Oct 31)").
        // (date-of-its-half) With no date column named, work in the right half of a row printed in two halves is
        // on that half's date.
        const half = !usable(dueCol) && dateCol < 0 ? halfDateCell(line.cells, dated, ci) : null;
        const source = usable(dueCol)
          ? dueCol
          : usable(dateCol)
            ? dateCol
            : dateCol >= 0 && carried[line.index]
              ? -1
              : (half ?? dated.findIndex((d, i) => i !== ci && d.length > 0));
        const noDue = dueCol >= 0 && dueCol !== ci && DASH.test(line.cells[dueCol] ?? '');
        // A "week commencing" column dates the week, not the work ("due in Week 8" has no day).
        const weekStart = source >= 0 && WEEK_START_HEADER.test(header[source] ?? '');
        // "Report due (16:00)": the hour in the column's header goes with each day under it.
        const hour =
          source >= 0 && /\(/.test(header[source] ?? '') ? findDates(header[source]!, term).times[0]?.time : undefined;
        // A table for each week ("| Week 2—9/2-9/5 | Readings: | To do: |"): a row with no date of its own is in
        // the week its header names.
        const wrapped = source < 0 ? wrappedRow() : null;
        const week =
          source < 0 && !carried[line.index] && !wrapped && line.header !== line.cells && !entryHeader
            ? headerWeek(line.header, term)
            : null;
        if (week) weekRows.set(line.index, week.due.date);
        // "05 | … | HM 1 (10)" under "Oct 2 | …": the day its date column carries from the month above.
        const rowDates =
          source >= 0
            ? dated[source]!.map((d) =>
                weekStart && !offWeekday(weekStarts, line.table, source, d.due.date)
                  ? { ...d, range: true }
                  : hour && !d.due.time
                    ? { ...d, due: { ...d.due, time: hour } }
                    : d,
              )
            : carried[line.index]
              ? [{ index: 0, end: 0, due: carried[line.index]!, range: false }]
              : wrapped
                ? [{ index: 0, end: 0, due: wrapped, range: false }]
                : week
                  ? [week]
                  : [];
        parts.forEach((part, pi) => {
          const aligned = parts.length > 1 && rowDates.length === parts.length ? rowDates[pi] : rowDates[0];
          const fallback = aligned
            ? { due: aligned.range ? null : aligned.due, range: aligned.range, noDue }
            : noDue
              ? { due: null, range: false, noDue }
              : null;
          const ms = mentionsByPart[pi]!;
          ms.forEach((m, mi) => {
            push(
              m,
              line,
              part.slice(m.index, ms[mi + 1]?.index ?? part.length),
              fallback,
              3,
              part.slice(m.index),
              part.slice(Math.max(0, m.index - 40), m.index),
            );
            if (ci === dueCol) out[out.length - 1]!.dueColumn = true;
            const pushed = out[out.length - 1]!;
            if (half !== null && fallback?.due && pushed.due === fallback.due)
              pushed.via = pushed.via ? `${pushed.via}, date-of-its-half` : 'date-of-its-half';
            if (wrapped && fallback?.due && pushed.due === fallback.due)
              pushed.via = pushed.via ? `${pushed.via}, row-wrapped-under-its-date` : 'row-wrapped-under-its-date';
          });
        });
      });
      continue;
    }
    let text = line.text;
    let ms = findMentions(text, courseDigits, line.gaps, aliases);
    if (!ms.length && !skip.has(line.index))
      ms = namedDue(text, names).map((n) => ({ ...n, number: null, via: NAMED_DUE }));
    if (skip.has(line.index)) {
      // A scheme line may list its numbered members after the weight ("20 % PS1 09.11.2026, PS2 ...").
      const weight = /\d\s*(?:%|percent\b|points?\b|pts\b)/i.exec(text);
      if (!weight) continue;
      text = `${' '.repeat(weight.index + weight[0].length)}${text.slice(weight.index + weight[0].length)}`;
      ms = findMentions(text, courseDigits, [], aliases).filter((m) => m.number !== null);
    } else if (line.type === 'text') {
      // (ordinal-takes-the-noun-before) "The first midterm will be given on Sept. 21; the second on Oct. 26".
      const above = lines[li - 1];
      const before =
        previousWork && above?.type === 'text' && above.index === previousWork.line && line.index === above.index + 1
          ? previousWork.found
          : null;
      const below = lines[li + 1];
      ms = ordinalReferences(
        text,
        ms,
        before,
        findDates(text, term).dates,
        () =>
          below?.type === 'text' &&
          below.index === line.index + 1 &&
          (findDates(below.text, term).dates[0]?.index ?? MAX_LINE) <= 4,
      );
      const last = ms[ms.length - 1];
      previousWork = last
        ? { line: line.index, found: { ...last, number: last.number ?? ordinalBefore(text, last) } }
        : null;
    }
    if (!ms.length) continue;
    const all = findDates(text, term).dates;
    const score = line.type === 'text' && wordCount(text) > 12 ? 1 : 3;
    // A date-led line ("Week 3 · Mon. Sept. 14 – Topic. Response paper 1 due. Fri. Sept. 18 – ...")
    // dates what follows each date, up to the next one.
    const dateLed =
      all.length > 0 &&
      all[0]!.index <= 30 &&
      all[0]!.index < ms[0]!.index &&
      !/[A-Za-z]{3,}.*\b(?:due|by|on)\s*$/i.test(text.slice(0, all[0]!.index));
    // A list entry about one numbered item ("Lab 3 — Distillation (Tue. Feb. 11). Pre-lab Quiz 3. Report due Fri. Feb. 21.")
    // owns the bare nouns that follow ("Report" is Lab 3's report), and what it lists without a date happens on its date.
    const lead = ms[0]!.index <= 3 && ms[0]!.number !== null ? ms[0]! : null;
    let leadDue: LocalDue | null = null;
    ms.forEach((m, mi) => {
      if (mi === 0) m = nameWrappedAfterModifier(m, lines[li - 1], text, courseDigits, aliases);
      if (
        lead &&
        mi > 0 &&
        m.number === null &&
        wordCount(m.title) === 1 &&
        classify(m.title) !== classify(lead.title) &&
        !/^[a-z]/.test(m.title)
      ) {
        m = { ...m, title: `${lead.title} ${m.title}`, number: lead.number };
      }
      let seg = text.slice(m.index, ms[mi + 1]?.index ?? text.length);
      // "Lab 1 report due Thursday …": the lower-case noun right after a numbered item is its part, and its date the item's.
      const part = ms[mi + 1];
      if (m.number !== null && part && part.number === null && /^[a-z]+$/.test(part.title) && part.index - m.end <= 1)
        seg = text.slice(m.index, ms[mi + 2]?.index ?? text.length);
      if (dateLed) {
        const next = all.find((d) => d.index > m.index);
        // The next date starts a new entry only after a break ("... due. Fri. Nov. 6 – ..."); "(Fri. Sept. 30)" is the item's own.
        // "Final exam; 12/08/2025 at 12:30pm": a date right after the item, past punctuation alone, is its own;
        // so is a date inside the item's own parenthesis ("Quiz 2 (ven. 26 sept.)", a weekday abbreviated before it).
        const between = next ? text.slice(m.end, next.index) : '';
        if (
          next &&
          next.index - m.index < seg.length &&
          /[.;]\s|\s[–—-]\s|\s[·|]\s/.test(between) &&
          !/^\s*[;:,–—-]?\s*$/.test(between) &&
          !/^\s*\([^()]{0,12}$/.test(between)
        )
          seg = text.slice(m.index, next.index);
      }
      // A date shortly before the first item on a line ("Thursday, Oct 2: Exam 1") is its date.
      // On a date-led line, "Response paper 1 due" with no date of its own is due on the entry's date.
      // (due-wrapped-to-the-next-line) "Oct. 1: The Enlightenment, … **Second Paper" / "Due**": the line ends on
      // the work and the next one goes on with "due" and no word of when.
      const before =
        dateLed &&
        (/^[\s*_]*(?:is\s+)?due\b(?![\s,:]*(?:on|by)?\s*(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d))/i.test(
          text.slice(m.end),
        ) ||
          (mi === ms.length - 1 && dueOnTheNextLine(lines, li, text.slice(m.end))))
          ? all.filter((d) => d.end <= m.index).pop()
          : mi === 0
            ? all
                .filter(
                  (d) => d.end <= m.index && m.index - d.end <= 25 && !NEW_CLAUSE.test(text.slice(d.end, m.index)),
                )
                .pop()
            : undefined;
      let fallback = before
        ? { due: before.range ? null : before.due, range: before.range }
        : lead && mi > 0 && m.number !== null && leadDue
          ? { due: leadDue, range: false }
          : null;
      // (numbered-work-on-its-day-line) "Wed., July 10: Anxiety disorders - Chapters 5 and 6, Quiz 2": a numbered quiz
      // or exam (sat on its day; homework named on a lecture's line is often only handed out) further along a line led by the line's only day than the 25 characters above is on that day (one piece of work:
      // "Presentations 2" is a group's turn in a series). Work said to be due is left to the due rules below.
      const farLead =
        !fallback &&
        mi === 0 &&
        m.number !== null &&
        SITTINGS.has(classify(m.title)) &&
        !/[^s]s$/i.test(m.title.replace(/[\s#.:()\d]+$/, '')) &&
        dateLed &&
        !DUE_RIGHT_AFTER.test(text.slice(m.end, m.end + 16)) &&
        !/^[\s*_]*due\b/i.test(lines[li + 1]?.text ?? '') &&
        farLeadDay(text, all, m.index);
      if (farLead) fallback = { due: all[0]!.due, range: false };
      // An LMS block ("Quiz 1: Screening" / "Opens: …" / "Closes: …"): the closing or due line below names the date.
      const closing =
        mi === 0 && wordCount(text.slice(0, m.index)) <= 2 && !all.length ? closingBelow(lines, li, term) : null;
      if (closing) fallback = { due: closing.due, range: false };
      // A line without a date of its own under a date line or a dated week heading takes that date.
      else if (!fallback && !all.length && heads[line.index]) fallback = { due: heads[line.index]!, range: false };
      // "11/3 - 11/7" / "Midterm (Monday in person)": the weekday it names within the span above.
      else if (!fallback && !all.length && spanDays[line.index])
        fallback = { due: spanDays[line.index]!, range: false };
      // "Feb 21 Review" / "22 Midterm in Class": the month printed on the row above.
      else if (!fallback && !all.length && carried[line.index]) fallback = { due: carried[line.index]!, range: false };
      // "10/1 Case study, Shah Bano: Muslim Women's" / "Rights; Essay #1 due": an entry led by its date and wrapped
      // onto the next line dates the work said to be due on that line.
      // (due-under-entry) "Thu, Feb 18  Disc: Pizan, The Treasure of the" / "City of Ladies" / "First Paper Due": work
      // said to be due on a short line of its own under a date-led entry is due on the entry's day, numbered or not.
      else if (!fallback && !all.length && DUE_RIGHT_AFTER.test(text.slice(m.end, m.end + 16))) {
        // (due-at-the-end-of-a-dated-paragraph) "Nov. 19: Fascism …" / "… (1932), in Weber," / "… online. Third Paper
        // Due": further down the paragraph its day leads, when nothing after "due" says when.
        const lead =
          wrappedEntryDate(lines, li, term) ??
          entries[line.index] ??
          (DUE_UNTOLD.test(text.slice(m.end, m.end + 40)) ? paragraphEntryDate(lines, li, term) : null);
        if (lead) fallback = { due: lead, range: false };
      }
      // "T 9/5 Studying Religion" / "Reading: Corbett, Ch 1" / "Reading Quiz #1": a numbered member listed on a
      // line of its own under a date-led entry is on its day (an unnumbered "Final exam" there is often a note).
      else if (!fallback && !all.length && m.number !== null && entries[line.index])
        fallback = { due: entries[line.index]!, range: false };
      // (day-of-the-block) "F 9/4 Beginnings II: …" / readings / notes / "**QUIZ 1**": numbered work, or work said to be
      // due, on a short line of its own further down the day's block than the readers above look is on the block's
      // day, unless the line says it falls on another day or is only handed out then.
      let blockDay = false;
      if (
        !fallback &&
        !closing &&
        !all.length &&
        days[line.index] &&
        (m.number !== null || m.via === NAMED_DUE || DUE_RIGHT_AFTER.test(text.slice(m.end, m.end + 16))) &&
        onTheBlockDay(text, days[line.index]!)
      ) {
        fallback = { due: days[line.index]!, range: false };
        blockDay = true;
      }
      // (numbered-sitting-in-its-block) "Th 11/16 Asian Religions" / "Reading: Ch. 11 Reading Quiz #9": a numbered
      // quiz or test further along a longer line of the day's block, with no day of its own, is sat on the block's
      // day (other work named there is often only set then).
      let sitting = false;
      const blockDayOfLine = withinBlock[line.index];
      if (
        !fallback &&
        !closing &&
        !all.length &&
        blockDayOfLine &&
        m.number !== null &&
        SITTING_KINDS.has(classify(m.title)) &&
        // A line led by the work is an entry of a list of its own ("Quiz 10 (https://…)"), not a note of the day.
        /\p{L}/u.test(text.slice(0, m.index)) &&
        // "Study Sheet for Test II", "Be prepared to discuss: Second mid-term": what the day does about the sitting.
        !ABOUT_THE_SITTING.test(text.slice(Math.max(0, m.index - 40), m.index)) &&
        !HANDED_OUT.test(text.slice(m.end, m.end + 24)) &&
        onTheBlockDay(text, blockDayOfLine)
      ) {
        fallback = { due: blockDayOfLine, range: false };
        sitting = true;
      }
      // A sentence that gives a release date and wraps before its deadline ("released 18-01-2027; submission on or" /
      // "before 01-02-2027 (Monday), 17:00 hrs") goes on to the next line for the last item on the line.
      const wrapped = lines[li + 1];
      let dueBelow = false;
      if (
        mi === ms.length - 1 &&
        line.type === 'text' &&
        wrapped?.type === 'text' &&
        !/[.!?]\s*$/.test(text) &&
        (/\b(?:released|posted|issued|handed out|opens|opened|assigned)\b/i.test(seg) ||
          findDates(seg, terms[line.index] ?? term).dates.some((d) => isReleaseDate(seg, d))) &&
        /\b(?:due|deadline|submi(?:t|ssion)|hand(?:ed)?[ -]in)\b/i.test(
          `${seg.slice(-40)} ${wrapped.text.slice(0, 40)}`,
        )
      ) {
        seg = `${seg} ${wrapped.text.split(/(?<=[.!?])\s/)[0]}`;
      } else if (mi === ms.length - 1 && line.type === 'text') {
        // (handed-out-day-is-no-deadline) "Homework 1: Dist: Friday 10 September" / "Due: Wednesday 15 September".
        const below = dueLineBelow(lines, li);
        if (below !== null && onlyReleaseDates(seg, findDates(seg, terms[line.index] ?? term).dates)) {
          seg = `${seg} ${below}`;
          dueBelow = true;
        }
      }
      // A sentence wrapped onto the next line is prose, however few words this line holds: a table row outranks it.
      let rank = closing ? score + 1 : score;
      const rest =
        mi === ms.length - 1 && seg.length === text.length - m.index
          ? sentenceRest(seg, line, wrapped, term, (s) => findMentions(s, courseDigits, [], aliases)[0]?.index ?? -1)
          : null;
      if (rest) {
        seg = `${seg} ${rest}`;
        rank = 1;
      }
      push(m, line, seg, fallback, rank, text.slice(m.index), text.slice(Math.max(0, m.index - 40), m.index));
      if (blockDay && out[out.length - 1]!.due) out[out.length - 1]!.via = 'day-of-the-block';
      if (sitting && out[out.length - 1]!.due) out[out.length - 1]!.via = 'numbered-sitting-in-its-block';
      if (farLead && out[out.length - 1]!.due?.date === all[0]!.due.date)
        out[out.length - 1]!.via = 'numbered-work-on-its-day-line';
      if (dueBelow) {
        const pushed = out[out.length - 1]!;
        pushed.via = pushed.via ? `${pushed.via}, handed-out-day-is-no-deadline` : 'handed-out-day-is-no-deadline';
      }
      // "Week 3 (15 Mar) … PS1 due Fri": a weekday after "due" in a row dated by its week's first day is that day of the week.
      // So is "(Fri)" after it, and in a row dated by its week's span or "w/c 1 Feb", the day of that week.
      const pushed = out[out.length - 1]!;
      const dueDay = /^\s+(?:due\s+(?:on\s+)?|\()(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?(?:\s|$|[,;)])/i.exec(
        text.slice(m.end, m.end + 30),
      );
      const week = pushed.due ?? (pushed.range && all[0]?.range && all[0].index < m.index ? all[0].due : null);
      if (week && dueDay && /^\s*(?:week|wk)\b/i.test(text) && !findDates(seg, term).dates.length) {
        const target = weekdayNumber(dueDay[1]!);
        const at = new Date(`${week.date}T00:00:00Z`);
        const shift = (target - at.getUTCDay() + 7) % 7;
        if (shift > 0 || !pushed.due)
          pushed.due = { ...week, date: new Date(at.getTime() + shift * 86400000).toISOString().slice(0, 10) };
        pushed.range = false;
      }
      if (mi === 0 && lead) leadDue = out[out.length - 1]!.due;
    });
  }
  for (const m of out) {
    const line = lines[m.line];
    if (
      m.due &&
      !m.due.time &&
      line &&
      (weekLabelDate(line.text, term) === m.due.date || weekRows.get(m.line) === m.due.date)
    )
      m.weekOnly = true;
  }
  for (const m of paragraphMentions(lines, term, courseDigits, names, shares)) out.push({ ...m, order: order++ });
  // (due-line-closes-its-section) "1. Field Journal" / … / "Due: March 14": the section's work.
  for (const s of dueLineSections(lines, term, (t) => findMentions(t, courseDigits, [], aliases)))
    out.push({
      title: s.found.title,
      number: s.found.number,
      kind: classify(s.found.title),
      line: s.line,
      order: order++,
      due: s.due,
      range: false,
      noDue: false,
      score: 2,
      corrected: false,
      via: 'due-line-closes-its-section',
    });
  return out;
}
