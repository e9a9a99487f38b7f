// package.json's engines is what the platform reads to pick the functions' Node version, and what
// a laptop is told to run: the Node running this suite must be one it admits, and it names whole
// majors with caret ranges only, so a future major is never picked without being tested first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
const ranges = engines.split('||').map((r) => r.trim());

function admits(range: string, version: string): boolean {
  const m = /^\^(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range);
  if (!m) throw new Error(`engines range "${range}" is not a caret range`);
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  const want = [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] as const;
  if (major !== want[0]) return false;
  return minor > want[1] || (minor === want[1] && patch >= want[2]);
}

describe('supported Node versions', () => {
  it('admit the Node running the tests', () => {
    expect(
      ranges.some((r) => admits(r, process.versions.node)),
      `${process.versions.node} vs ${engines}`,
    ).toBe(true);
  });

  it('are bounded caret ranges of even (long-term support) majors', () => {
    for (const r of ranges) {
      const major = Number(/^\^(\d+)/.exec(r)?.[1]);
      expect(major % 2, r).toBe(0);
    }
    expect(admits('^20.15', '20.14.0')).toBe(false);
    expect(admits('^20.15', '20.20.2')).toBe(true);
    expect(admits('^24', '26.0.0')).toBe(false);
  });
});
