// The ticket's private token: 32 random bytes in base62, shown once, stored as SHA-256.
// A presented token is hashed and compared in constant time against the stored hash, or
// against a dummy hash when no ticket has that case number, so an unknown case, a wrong
// token and another ticket's token cost the same work and end in the same 404.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { randomBase62, sha256 } from '../auth/secrets.js';
import { ApiError } from '../errors.js';

export interface NewTicketToken {
  token: string;
  hash: Buffer;
}

export function newTicketToken(): NewTicketToken {
  const token = randomBase62(32);
  return { token, hash: sha256(token) };
}

// Random per process: no presented token can hash to it, and it is the same length as a real hash.
const DUMMY_HASH = randomBytes(32);

/** True only when a stored hash exists and the presented token hashes to it. */
export function tokenMatches(storedHash: Buffer | undefined, presented: string): boolean {
  const equal = timingSafeEqual(sha256(presented), storedHash ?? DUMMY_HASH);
  return storedHash !== undefined && equal;
}

/** The one answer for every failed caseId + token check: fixed text, so the bytes never differ. */
export function ticketNotFound(): ApiError {
  return new ApiError('not_found', {
    message: 'No ticket matches this case number and token.',
    hint: 'Check the case number and the token you were given when the ticket was opened.',
  });
}
