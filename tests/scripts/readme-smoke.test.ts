// The README's walkthrough as scripts/readme-smoke.ts reads it (CI runs it for real: npm run smoke:readme).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { expectedStatus, removeDir, stopGroup, walkthrough } from '../../scripts/readme-smoke.js';

const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');

describe('the README walkthrough', () => {
  const { server, client } = walkthrough(readme);

  it('starts with npm start and leads with requests that need no credentials', () => {
    expect(server).toMatch(/\bnpm start$/);
    // Everything before `npm run demo` works on a fresh clone: no token, no key.
    const demo = client.findIndex((c) => c.includes('npm run -s demo'));
    expect(demo).toBeGreaterThan(0);
    for (const command of client.slice(0, demo)) expect(command).not.toMatch(/TOKEN|tk_|authorization/);
  });

  it('uses the CLI beside the running server and nothing the prerequisites do not list', () => {
    expect(client.some((c) => c.startsWith('npm run -s token'))).toBe(true);
    expect(client.some((c) => c.startsWith('npm run -s migrate'))).toBe(true);
    expect(readme).not.toMatch(/\bjq\b/);
    expect(readme).not.toContain('](../');
  });

  it('joins continued lines into one command and reads the announced status', () => {
    const ticket = client.find((c) => c.includes('/api/ticket'))!;
    expect(ticket.split('\n')).toHaveLength(2);
    expect(expectedStatus(ticket)).toBeNull();
    expect(expectedStatus('curl -s localhost:3000/api/me   # 401: every failure is JSON')).toBe(401);
  });

  it('stays short', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  });
});

describe('the smoke run cleans up after the server', () => {
  it('stops every process of the server’s group, not only its shell', async () => {
    // A shell whose child outlives a plain kill of the shell, as npm start's node does.
    const group = spawn('bash', ['-c', 'sleep 60 & sleep 60; wait'], { detached: true, stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 200));
    await stopGroup(group.pid!);
    expect(() => process.kill(-group.pid!, 0)).toThrow();
  });

  it('removes a nested data folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gt-smoke-clean-'));
    mkdirSync(path.join(dir, 'data/pglite/pg_logical'), { recursive: true });
    writeFileSync(path.join(dir, 'data/pglite/pg_logical/replorigin_checkpoint'), 'x');
    await removeDir(dir);
    expect(existsSync(dir)).toBe(false);
  });
});
