// (due-line-closes-its-section) A piece of work described in a section of its own, led by its name, the section
// closed by a line that says only when it is due:
//   1. **Field Journal**
//   Keep a journal of three walks … (a paragraph or two, blank lines between)
//   **Due: March 14**
//   Research Paper: A Street in Four Seasons
//   Pick one street and describe …
//   Due: Friday, April 24. (Bring two copies to class.)
// The due line names no work and each paragraph is read alone, so the day was read by no one. A line that is only a
// due word and one day ("Due", "Due date", "Due on/by", then the day, its weekday, its year, "in class", an hour;
// another sentence may follow) is the deadline of the work that leads its section: walking up at most LOOK_UP
// lines, the first line that leads a section (a heading, a list item, or a line after a blank one or a rule) and
// opens on the name of one piece of work, not a quantified one ("All reports must be stapled"). The walk gives up at
// a table row, another line with a date (another entry, the last section's deadline), a heading, title line or list
// item that opens on no work ("Course Policies", "1. Warm-up: ungraded"), or a leading line naming several works in
// its opening words. Linear: a bounded number of lines above each due line.
import { findDates, type Term } from '../calendar/dates.js';
import type { Line } from '../segment/lines.js';
import type { LocalDue } from '../types.js';
import { labelLine } from './labels.js';

/** Lines above a due line its section's lead may stand on. */
const LOOK_UP = 30;
// The due word opening the line, capitalised: a lower-case "due on March 15." goes on a sentence from the line above.
const DUE_LEAD = /^(?:Due|DUE)(?:\s+(?:[Dd]ate|DATE))?(?:\s+(?:on|by|ON|BY))?\s{0,3}[:–-]?\s{0,3}/;
// What may follow the day: its year, a place in class, an hour, punctuation.
// Read word by word (a token scan, no backtracking over the line).
const AFTER_THE_DAY = new Set([
  'in',
  'class',
  'by',
  'at',
  'before',
  'the',
  'start',
  'beginning',
  'of',
  'noon',
  'midnight',
  'am',
  'pm',
]);
const onlyYearHourOrPlace = (text: string) =>
  text
    .toLowerCase()
    .replace(/[ap]\.m\.?/g, (m) => m.replace(/\./g, ''))
    .split(/[\s,.;:()]+/)
    .every((w) => !w || /^\d{1,4}(?:am|pm)?$/.test(w) || AFTER_THE_DAY.has(w));
// A cheap look for a date before chrono runs on a line above.
const DATEISH =
  /\d{1,2}\s?[/.-]\s?\d{1,2}|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s{0,3}\d|\d{1,2}\s{1,3}(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
// The opening of a lead line in which it names its work.
const LEAD_WORDS = 40;
const QUANTIFIED = /^(?:all|each|every|any|these|those|your|the)\b/i;
// A list or section marker before the name: "C)", "2.", "(b)", "Part 1:".
const MARKER = /^(?:\(?(?:\d{1,2}|[a-hA-H]|[ivxIVX]{1,4})[.)]\s*)?/;

export interface NamedWork {
  title: string;
  number: number | null;
  index: number;
}

/** The day a due line gives: one day, near its start, nothing but year, hour or place after it; else null. */
export function dueLineDay(text: string, term: Term): LocalDue | null {
  // The line's first sentence: "Due: Friday, April 24. (Bring two copies to class.)".
  const t = text.trim().split(/(?<=\d)\.\s+(?=[(\p{Lu}])|\s\(/u)[0]!;
  if (t.length > 60) return null;
  const lead = DUE_LEAD.exec(t);
  if (!lead) return null;
  const rest = t.slice(lead[0].length);
  const dates = findDates(rest, term).dates;
  if (dates.length !== 1) return null;
  const day = dates[0]!;
  if (day.range || day.index > 14) return null;
  return onlyYearHourOrPlace(rest.slice(day.end)) ? day.due : null;
}

/** The work each due line of `lines` closes the section of: its name, the lead's line and the day. */
export function dueLineSections(
  lines: readonly Line[],
  term: Term,
  named: (text: string) => readonly NamedWork[],
): { found: NamedWork; line: number; due: LocalDue }[] {
  const out: { found: NamedWork; line: number; due: LocalDue }[] = [];
  lines.forEach((line, li) => {
    if (line.type !== 'text' && line.type !== 'heading' && line.type !== 'bullet') return;
    if (!/^\W{0,3}d/i.test(line.text.trimStart()) || named(line.text).length) return;
    const due = dueLineDay(line.text.replace(/^[\s*_>]+/, ''), term);
    if (!due) return;
    for (let k = li - 1; k >= 0 && li - k <= LOOK_UP; k--) {
      const above = lines[k]!;
      if (above.type === 'blank' || above.type === 'rule') continue;
      if (above.type === 'row') return;
      if (DATEISH.test(above.text) && findDates(above.text, term).dates.length) return;
      const before = lines[k - 1];
      const leads =
        above.type === 'heading' ||
        above.type === 'bullet' ||
        !before ||
        before.type === 'blank' ||
        before.type === 'rule' ||
        before.type === 'heading';
      if (!leads) continue;
      const text = above.text.trim();
      const works = named(text);
      const first = works[0];
      const opens = first !== undefined && first.index <= (MARKER.exec(text)?.[0].length ?? 0) + 1;
      if (opens) {
        // Within the lead's opening words: a long lead goes on to describe the work with other nouns.
        const opening = works.filter((w) => w.index < LEAD_WORDS);
        if (opening.some((w) => w.title.toLowerCase() !== first.title.toLowerCase() || w.number !== first.number))
          return;
        // "All reports must be stapled …": every member of the work, not the one the line is due.
        if (QUANTIFIED.test(first.title)) return;
        out.push({ found: first, line: above.index, due });
        return;
      }
      // A heading or list item naming no work leads a section of something else ("Course Policies", "1. Warm-up").
      // So does a short title line ("Course Policies").
      if (above.type === 'heading' || above.type === 'bullet' || labelLine(text)) return;
    }
  });
  return out;
}
