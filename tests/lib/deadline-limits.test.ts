// Each request's deadline sits 5 s under its own function's maxDuration in vercel.json, so a job
// added there with a longer limit cannot be cut at the ordinary 25 s (or outlive its platform limit).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_DURATION_S, deadlineMs } from '../../lib/http/deadline.js';

const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
  functions: Record<string, { maxDuration?: number }>;
};

describe('request deadlines follow vercel.json', () => {
  it('give every function its own maxDuration less the margin', () => {
    expect(vercel.functions['api/**/*.ts']?.maxDuration).toBe(DEFAULT_MAX_DURATION_S);
    for (const [file, config] of Object.entries(vercel.functions)) {
      if (file.includes('*') || config.maxDuration === undefined) continue;
      const path = `/${file.replace(/\.ts$/, '')}`;
      expect({ path, ms: deadlineMs(path) }).toEqual({ path, ms: config.maxDuration * 1000 - 5_000 });
    }
  });
});
