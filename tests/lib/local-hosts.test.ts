// The local server answers only its own names, so a page whose DNS name is rebound to 127.0.0.1
// cannot drive its open routes; a malformed Host is a 400 in the Error shape.
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnv } from '../../lib/env.js';
import { hostRefusal } from '../../lib/local/http-server.js';

afterEach(() => {
  process.env.PUBLIC_BASE_URL = 'http://localhost:3000';
  resetEnv();
});

describe('hostRefusal', () => {
  it.each([
    undefined,
    'localhost',
    'LocalHost:3000',
    'app.localhost:8080',
    '127.0.0.1',
    '127.1.2.3:3000',
    '[::1]:3000',
  ])('answers Host %s', (host) => {
    expect(hostRefusal(host)).toBeUndefined();
  });

  it.each(['api.example.edu', 'evil.example:3000', '192.168.1.10', '10.0.0.1:3000', '[2001:db8::1]', 'localhost.evil'])(
    'refuses Host %s with 403 forbidden',
    (host) => {
      expect(hostRefusal(host)?.code).toBe('forbidden');
    },
  );

  it.each(['[', 'a b', 'x@y', 'evil.com:99999', 'a/b', 'host:port', '[zz::1]'])(
    'refuses the malformed Host %s with 400 bad_request',
    (host) => {
      expect(hostRefusal(host)?.code).toBe('bad_request');
    },
  );

  it('answers the host of PUBLIC_BASE_URL, with any port', () => {
    process.env.PUBLIC_BASE_URL = 'http://gradetrack.test:8080';
    resetEnv();
    expect(hostRefusal('gradetrack.test')).toBeUndefined();
    expect(hostRefusal('GradeTrack.test:3000')).toBeUndefined();
    expect(hostRefusal('other.test')?.code).toBe('forbidden');
  });
});
