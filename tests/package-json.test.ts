// What package.json declares about the install itself: its licence, and a decision (allow or
// deny) for every dependency with an install script, so npm 11 installs quietly and on purpose.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../lib/local/route-files.js';

const read = (file: string) => JSON.parse(readFileSync(path.join(PROJECT_ROOT, file), 'utf8'));

describe('package.json', () => {
  it('states the licence, with its text beside it', () => {
    expect(read('package.json').license).toBe('MIT');
    expect(readFileSync(path.join(PROJECT_ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  });

  it('decides for every locked package with an install script (allowScripts)', () => {
    const allow = read('package.json').allowScripts as Record<string, boolean>;
    const lock = read('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    const undecided = [...new Set(withScripts)].filter(
      (name) => !Object.keys(allow).some((key) => key === name || key.startsWith(`${name}@`)),
    );
    expect(undecided).toEqual([]);
    // esbuild's postinstall checks (and if need be fetches) the binary tsx runs on.
    expect(allow.esbuild).toBe(true);
    expect(existsSync(path.join(PROJECT_ROOT, 'node_modules/esbuild'))).toBe(true);
  });
});
