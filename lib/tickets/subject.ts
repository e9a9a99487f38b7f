import { TICKET_TEXT_LIMITS } from '../../schemas/tickets.js';

/** A subject for a ticket created without one: the message's first non-empty line, cut to fit. */
export function defaultSubject(message: string): string {
  const line =
    message
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find((l) => l.length > 0) ?? '';
  const chars = [...line];
  const max = TICKET_TEXT_LIMITS.subject;
  // Cut by code points, so a surrogate pair is never split into invalid text.
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join('')}…`;
}
