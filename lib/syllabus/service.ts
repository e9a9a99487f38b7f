// POST /api/parse-syllabus behind its contract: the plan quota, the account's time zone, the outline's
// group rules and the reader, in one call. The reader never answers a 500 for a fault of its own: what it
// found before the fault (or nothing) comes back with a warning, the fault is logged with the request id,
// and the parse is given back to the month's quota, as it is when anything else here fails.
import type { Sql } from '../db.js';
import { ApiError, logError } from '../errors.js';
import { findGroupRules } from '../grades/outline-rules.js';
import type { ParseSyllabusResponse } from '../../schemas/syllabus.js';
import type { z } from '../zod.js';
import { readSyllabus } from './index.js';
import { returnParse, takeParse } from './quota.js';
import { toUtc } from './calendar/zone.js';

export interface ParseInput {
  text: string;
  courseCode?: string | undefined;
}

type Answer = z.input<typeof ParseSyllabusResponse>;

/** Reads one outline for one account, counting it against the account's monthly parses. */
export async function parseOutline(sql: Sql, userId: string, input: ParseInput, requestId: string): Promise<Answer> {
  const slot = await takeParse(sql, userId);
  try {
    const [user] = await sql<{ time_zone: string }[]>`select time_zone from users where id = ${userId}`;
    const answer = answerFor(input, user?.time_zone ?? 'UTC');
    if (answer.failure !== undefined) {
      logError(new ApiError('internal_error', { cause: answer.failure }), requestId, {
        operationId: 'parseSyllabus',
        answered: 'partial reading with a warning',
      });
      await returnParse(sql, userId, slot).catch(() => undefined);
    }
    return answer.body;
  } catch (err) {
    // A failure on our side does not use up the caller's month.
    await returnParse(sql, userId, slot).catch(() => undefined);
    throw err;
  }
}

/** The response for one outline read in one time zone, and the reader's own failure if it had one. */
export function answerFor(input: ParseInput, zone: string): { body: Answer; failure?: unknown } {
  const reading = readSyllabus(input.text, input.courseCode ? { courseCode: input.courseCode } : {});
  let failure = reading.failure;
  const items = reading.items.map((item) => {
    const due = item.due ? toUtc(item.due, zone) : null;
    return {
      title: item.title.slice(0, 200),
      kind: item.kind,
      due: due?.due ?? null,
      dueAllDay: due?.allDay ?? false,
      weight: Math.min(100, item.weight),
      confidence: item.confidence,
      ...(item.dueConfidence !== undefined ? { dueConfidence: item.dueConfidence } : {}),
    };
  });
  const unplaced = (reading.unplaced ?? []).map((u) => {
    const due = toUtc(u.due, zone);
    return {
      title: u.title.slice(0, 200),
      due: due.due,
      dueAllDay: due.allDay,
      line: u.line + 1,
      source: u.source.slice(0, 200),
    };
  });
  const warnings = [...reading.warnings];
  let rules: ReturnType<typeof findGroupRules> = { rules: [], groups: items.map(() => null) };
  try {
    rules = findGroupRules(input.text, items);
  } catch (err) {
    failure ??= err;
    warnings.push('Drop-lowest and best-of rules could not be read: check the outline for them.');
  }
  const grouped = items.map((item, i) => (rules.groups[i] ? { ...item, group: rules.groups[i]! } : item));
  return {
    body: {
      items: grouped,
      warnings,
      ...(unplaced.length ? { unplaced } : {}),
      ...(rules.rules.length ? { groupRules: rules.rules } : {}),
    },
    ...(failure !== undefined ? { failure } : {}),
  };
}
