// Configuration defaults that depend on each other.
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../lib/env.js';

describe('PUBLIC_BASE_URL', () => {
  it('defaults to the local server’s own address on PORT', () => {
    expect(loadEnv({ PORT: '31000' }).PUBLIC_BASE_URL).toBe('http://localhost:31000');
    expect(loadEnv({}).PUBLIC_BASE_URL).toBe('http://localhost:3000');
    // An empty line copied from .env.example counts as unset.
    expect(loadEnv({ PORT: '31000', PUBLIC_BASE_URL: '' }).PUBLIC_BASE_URL).toBe('http://localhost:31000');
  });

  it('wins when set, without its trailing slash', () => {
    expect(loadEnv({ PORT: '31000', PUBLIC_BASE_URL: 'https://gradetrack.example/' }).PUBLIC_BASE_URL).toBe(
      'https://gradetrack.example',
    );
    expect(() => loadEnv({ PUBLIC_BASE_URL: 'not a url' })).toThrow(/PUBLIC_BASE_URL/);
  });
});

describe('APP_BASE_URL', () => {
  it("is the web app's address, validated, kept without a trailing slash; unset stays unset", () => {
    expect(loadEnv({ APP_BASE_URL: 'https://app.gradetrack.example/' }).APP_BASE_URL).toBe(
      'https://app.gradetrack.example',
    );
    expect(loadEnv({}).APP_BASE_URL).toBeUndefined();
    expect(loadEnv({ APP_BASE_URL: '' }).APP_BASE_URL).toBeUndefined();
    expect(() => loadEnv({ APP_BASE_URL: 'app.gradetrack.example' })).toThrow(/APP_BASE_URL/);
  });
});

describe('PORT', () => {
  it('defaults to 3000 when unset or empty (`PORT=` as .env.example has it), and takes 0 for a free port', () => {
    expect(loadEnv({}).PORT).toBe(3000);
    expect(loadEnv({ PORT: '' }).PORT).toBe(3000);
    expect(loadEnv({ PORT: '0' }).PORT).toBe(0);
    expect(loadEnv({ PORT: '4123' }).PUBLIC_BASE_URL).toBe('http://localhost:4123');
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
