// Rule averaged-list: the course grade is said to be the average of a list of graded work, counted: "The final
// grade will be determined by an average of the three examinations and the case study paper"; "Grades will be
// based on the average of the two examinations and three assignments"; "computed as the average of the earned
// grades from: (5 exams + a comprehensive final exam + a homework grade)/7". Each listed name is a component whose
// share is its members' part of all the members averaged (three examinations of four: 75 %); a divisor after the
// list ("/7") must be that count. Read only where no weighted scheme was found (rule equal-shares-assumed), and
// reported as derived (the equal source: its warning, a low confidence).
// Linear: paragraphs of at most a few lines, each sentence looked at from its "average of" on, bounded patterns.
import { classify } from '../vocabulary/kinds.js';
import type { Component } from './layout.js';
import { firstInParagraphs, lineAt, listed, MAX_CHARS } from './listed-each.js';

const AVERAGE = /\b(?:an?|the)\s+average\s+of\s+/gi;
// The grade averaged is the course's: "final grade", "course grade", or a sentence opening "Grades" / "Your grade".
const COURSE_GRADE = /\b(?:final|course|semester|overall)\s+(?:letter\s+)?grades?\b|^\s*(?:your\s+)?grades?\b/i;
// A list inside parentheses divided by its count: "(5 exams + a final exam + a homework grade)/7".
const DIVIDED = /^\(([^()]{3,300})\)\s?\/\s?(\d{1,2})\b/;

/** The components a sentence averaging the course grade over a counted list gives, or null. */
export function averagedList(raw: readonly string[], trace?: (step: string) => void): Component[] | null {
  const found = firstInParagraphs(raw, inParagraph);
  if (found) trace?.(`scheme averaged-list: the course grade averages a counted list (line ${found[0]!.line + 1})`);
  return found;
}

function inParagraph(raw: readonly string[], start: number, end: number): Component[] | null {
  let text = '';
  const starts: number[] = [];
  for (let i = start; i < end && text.length <= MAX_CHARS; i++) {
    starts.push(text.length);
    // Emphasis marks dropped line by line, so the offsets kept stay the text's.
    text += `${text ? ' ' : ''}${raw[i]!.replace(/[*_]/g, '').trim()}`;
  }
  text = text.slice(0, MAX_CHARS);
  for (const m of text.matchAll(AVERAGE)) {
    const before = text.slice(0, m.index);
    const sentenceStart = Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('! '));
    // The course grade is the average itself ("Grades will be based on the average of"), not a list that holds an
    // average ("calculated with the following components: the average of any quizzes, the mid-term, …").
    const own = before.slice(sentenceStart + 1);
    const grade = COURSE_GRADE.exec(own);
    if (!grade) continue;
    const between = own.slice(grade.index + grade[0].length).replace(/\([^()]{0,40}\)/g, '');
    if (between.length > 120 || between.includes(':')) continue;
    let rest = text.slice(m.index + m[0].length, m.index + m[0].length + 400);
    // "the average of the earned grades from: (…)/7": the list after the colon.
    const colon = /^[^.:]{0,60}:\s*/.exec(rest);
    if (colon) rest = rest.slice(colon[0].length);
    // The components' line is where their list starts.
    const listAt = m.index + m[0].length + (colon?.[0].length ?? 0);
    const divided = DIVIDED.exec(rest);
    const list = divided ? divided[1]!.replace(/\s?\+\s?/g, ', ') : rest.split(/[.!?;:](?:\s|$)/)[0]!;
    const items = listed(list.replace(/\([^()]{0,80}\)/g, ' ').trim());
    if (!items || items.length < 2 || items.length > 6) continue;
    // "the double-value final exam": a work counted twice is no equal member.
    if (items.some((x) => /\b(?:double|twice|triple)\b/i.test(x.title))) continue;
    const counted = items.reduce((s, x) => s + x.count, 0);
    if (counted > 12 || (divided && Number(divided[2]) !== counted)) continue;
    const line = lineAt(starts, start, listAt);
    return items.map((x) => ({
      title: `${x.title[0]!.toUpperCase()}${x.title.slice(1)}`,
      kind: classify(x.title),
      weight: Math.round(((100 * x.count) / counted) * 10000) / 10000,
      count: x.count > 1 ? x.count : null,
      line,
      rest: '',
    }));
  }
  return null;
}
