// Short views of the outline reader's answer, for tests that compare it with what an outline says.
import { parseSyllabus, type ParsedAssessment } from '../../lib/syllabus/index.js';

/** Each item as [title, weight, due], due as `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` (or null). */
export const brief = (items: ParsedAssessment[]) =>
  items.map((i) => [i.title, i.weight, i.due ? (i.due.time ? `${i.due.date}T${i.due.time}` : i.due.date) : null]);

/** The outline read with 2027 for dates without a year: each item's title, weight, day and (unless left out) time. */
export const briefOf = (src: string, options: { time?: boolean } = {}) =>
  parseSyllabus(src, { fallbackYear: 2027 }).map((i) => ({
    title: i.title,
    weight: i.weight,
    date: i.due?.date ?? null,
    ...(options.time === false ? {} : { time: i.due?.time ?? null }),
  }));
