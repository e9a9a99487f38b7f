// Case numbers: `GT-` and three groups of four Crockford base32 characters (60 random bits),
// short enough to read out over the phone, never sequential. Crockford's alphabet has no
// I, L, O or U, and its decoding rules let a visitor type o for 0 and i or l for 1.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'GT';
const GROUPS = 3;
const GROUP_LENGTH = 4;
const BODY_LENGTH = GROUPS * GROUP_LENGTH;
const BODY = new RegExp(`^[${ALPHABET}]{${BODY_LENGTH}}$`);
/** Longer input cannot be a case number, however it is spaced; it is not normalised at all. */
const MAX_INPUT_LENGTH = 40;

function format(body: string): string {
  const groups = Array.from({ length: GROUPS }, (_, i) => body.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH));
  return [PREFIX, ...groups].join('-');
}

export function newCaseId(): string {
  // 256 is a multiple of 32, so the low five bits of a random byte are uniform.
  const body = [...randomBytes(BODY_LENGTH)].map((b) => ALPHABET[b & 31]).join('');
  return format(body);
}

/**
 * The canonical form of a case number as a person may type it (any case, spaces or dashes,
 * with or without the GT prefix, o for 0, i or l for 1), or null when it cannot be one.
 */
export function normaliseCaseId(input: string): string | null {
  if (input.length > MAX_INPUT_LENGTH) return null;
  let compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length === PREFIX.length + BODY_LENGTH && compact.startsWith(PREFIX))
    compact = compact.slice(PREFIX.length);
  const body = compact.replace(/O/g, '0').replace(/[IL]/g, '1');
  return BODY.test(body) ? format(body) : null;
}
