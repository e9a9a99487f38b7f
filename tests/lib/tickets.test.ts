import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/auth/secrets.js';
import { newTicketToken, tokenMatches } from '../../lib/tickets/access.js';
import { newCaseId, normaliseCaseId } from '../../lib/tickets/case-id.js';
import { defaultSubject } from '../../lib/tickets/subject.js';
import { nextStatus } from '../../lib/tickets/transitions.js';

describe('case numbers', () => {
  it('are GT- and three groups of four Crockford base32 characters, and normalise to themselves', () => {
    for (let i = 0; i < 200; i++) {
      const id = newCaseId();
      expect(id).toMatch(/^GT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(normaliseCaseId(id)).toBe(id);
    }
  });

  it('read as typed: case, spacing, dashes, the prefix, o for 0 and i or l for 1', () => {
    expect(normaliseCaseId(' gt-7k3m q9xd-2hwp ')).toBe('GT-7K3M-Q9XD-2HWP');
    expect(normaliseCaseId('7K3MQ9XD2HWP')).toBe('GT-7K3M-Q9XD-2HWP');
    expect(normaliseCaseId('GT-O0IL-1111-0000')).toBe('GT-0011-1111-0000');
  });

  it('refuse anything else, including U, wrong lengths and very long input', () => {
    for (const bad of [
      '',
      'GT-',
      'GT-UUUU-0000-0000',
      'GT-0000-0000-000',
      'GT-0000-0000-00000',
      'XX-0000-0000-0000',
      `GT-${'0'.repeat(12)}${' '.repeat(40)}`,
    ]) {
      expect(normaliseCaseId(bad), bad).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = normaliseCaseId(s);
        return n === null || normaliseCaseId(n) === n;
      }),
    );
  });
});

describe('ticket tokens', () => {
  it('are 43 base62 characters of 32 random bytes, stored as their SHA-256', () => {
    const { token, hash } = newTicketToken();
    expect(token).toMatch(/^[0-9A-Za-z]{43}$/);
    expect(hash.equals(sha256(token))).toBe(true);
  });

  it('match only their own hash; without a stored hash nothing matches, whatever is presented', () => {
    const { token, hash } = newTicketToken();
    expect(tokenMatches(hash, token)).toBe(true);
    expect(tokenMatches(hash, `${token}x`)).toBe(false);
    expect(tokenMatches(hash, '')).toBe(false);
    expect(tokenMatches(undefined, token)).toBe(false);
    expect(tokenMatches(undefined, '')).toBe(false);
  });
});

describe('defaults and transitions', () => {
  it('takes the first non-empty line as the subject, cut to 200 characters without splitting a character', () => {
    expect(defaultSubject('\r\n  Hello there \r\nsecond')).toBe('Hello there');
    const cut = defaultSubject('😀'.repeat(300));
    expect([...cut]).toHaveLength(200);
    expect(cut.endsWith('😀…')).toBe(true);
  });

  it('follows DESIGN §7', () => {
    expect(nextStatus({ kind: 'created' })).toBe('open');
    expect(nextStatus({ kind: 'message', role: 'support' })).toBe('answered');
    expect(nextStatus({ kind: 'message', role: 'user' })).toBe('open');
    expect(nextStatus({ kind: 'set', status: 'solved' })).toBe('solved');
  });
});
