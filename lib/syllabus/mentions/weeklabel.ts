// A week row's own date ("Week 2 (8 Mar)", "Semana 4 (31 ago–4 sep)", "Wk 5 | 24 Aug"): the week
// it names, printed by its first day or its span, not the day of the work listed in the row.
// Work listed there ("Statics and levers; Lab 1") happens some time in that week; a row that says
// which day ("Tue 13 Oct", "PS1 due Fri") dates the work itself.
import { findDates, type Term } from '../calendar/dates.js';

// "Week 2", "Wk. 5", "Semana 4", "Semaine 3", "Woche 7", "Week 3–4", then what may stand between the
// week and its date: an opening bracket, a colon, a dash, a bar.
const LABEL =
  /^\s*(?:week|wk\.?|semana|semaine|woche|settimana)\s*#?\s*\d{1,2}(?:\s*[-–]\s*\d{1,2})?\s*[(:|,–—-]?\s*$/i;
// (Spanish "mar" would be March: weekdays in other languages count written out.)
export const WEEKDAY =
  /\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|segunda|ter[cç]a|quarta|quinta|sexta)\b/i;

/** The day a week row is dated by when the row opens with a week and a date without a weekday, else null. */
export function weekLabelDate(text: string, term: Term): string | null {
  if (!/^\s*(?:w|s)/i.test(text)) return null;
  const first = findDates(text, term).dates[0];
  if (!first || !LABEL.test(text.slice(0, first.index))) return null;
  // "Week 3 (Tue 13 Oct)": the weekday makes it the class day, the work's own.
  if (WEEKDAY.test(text.slice(first.index, first.end))) return null;
  return first.due.date;
}

/**
 * Whether a component's members are dated one by one, so a student tracks each (R3: members split out
 * when each has its own date): most carry a day of their own or say when they are due ("HW 1 due",
 * "Aural Quiz 3 (Thu)"), or the component's line says which day of the listed week ("submit by Sunday
 * of the week listed"). Members listed only by week ("Week 2 (8 Mar) … Lab 1", "Semana 4 (31 ago–4 sep)
 * … Tarea 3") or named without any date stay one item with the component's weight.
 */
export function datedOneByOne(
  members: readonly { due: unknown; weekOnly?: boolean; whenStated?: boolean }[],
  componentText: string,
): boolean {
  const own = members.filter((m) => (m.due && !m.weekOnly) || m.whenStated).length;
  return own * 2 >= members.length || WEEKDAY.test(componentText);
}
