// npm run token, as a child process against this file's database.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { authenticateToken } from '../../lib/auth/tokens.js';
import { db } from '../../lib/db.js';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { call, makeUser } from '../support/app.js';

const run = promisify(execFile);

/** The child connects to this file's database beside this process's own connection. */
async function token(...args: string[]) {
  const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/token.ts', ...args], {
    cwd: PROJECT_ROOT,
    env: process.env,
  });
  return { lines: stdout.trim().split('\n'), stderr };
}

describe('npm run token', () => {
  it('creates an owner token, printed alone on the last line, that authenticates', async () => {
    const { lines } = await token('create', 'owner', '--name', 'ops dashboard');
    const created = lines.at(-1)!;
    expect(created).toMatch(/^tk_owner_[0-9A-Za-z]{49}$/);
    expect((await authenticateToken(db(), created)).name).toBe('ops dashboard');
  });

  it('creates a personal token for an existing user, and revokes it', async () => {
    const user = await makeUser('cli-student@example.edu');
    const { lines } = await token('create', 'per', '--name', 'script', '--user', 'cli-student@example.edu');
    const principal = await authenticateToken(db(), lines.at(-1)!);
    expect(principal.userId).toBe(user.id);
    await token('revoke', principal.id);
    await expect(authenticateToken(db(), lines.at(-1)!)).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('mints a user access token the API accepts', async () => {
    const { lines } = await token('user', 'cli-user@example.edu');
    const res = await call('GET', '/api/me', { token: lines.at(-1)! });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'cli-user@example.edu' });
  });

  it('prints its usage for --help, -h and help, and succeeds', async () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const { lines } = await token(...args);
      expect(lines[0]).toBe('usage:');
      expect(lines.join('\n')).toContain('npm run token -- create <owner|per|sup|adm> --name NAME');
    }
  });

  it('names an unknown option and shows the usage', async () => {
    await expect(token('--verbose')).rejects.toMatchObject({
      stderr: expect.stringMatching(/Unknown option '--verbose'[\s\S]*usage:/),
    });
  });

  it('explains its usage and fails on a wrong call', async () => {
    await expect(token('create', 'root', '--name', 'x')).rejects.toMatchObject({
      stderr: expect.stringContaining('usage:'),
    });
    await expect(token('create', 'per', '--name', 'x')).rejects.toMatchObject({
      stderr: expect.stringContaining('--user'),
    });
  });

  it('refuses an id that is not a UUID in its own words, never the database’s', async () => {
    const failure = (await token('revoke', 'not-a-uuid').then(
      () => null,
      (err: { stderr: string; code: number }) => err,
    ))!;
    expect(failure.code).toBe(1);
    expect(failure.stderr).toMatch(/not a token id: "not-a-uuid"; token ids are UUIDs/);
    expect(failure.stderr).not.toMatch(/invalid input syntax|uuid:|22P02|PostgresError/i);
    // A database refusal of anything else is named by its SQLSTATE only.
    const long = await token('create', 'owner', '--name', 'x'.repeat(101)).then(
      () => null,
      (err: { stderr: string }) => err,
    );
    expect(long!.stderr).toMatch(/the database refused the request \(SQLSTATE 23514\)/);
    expect(long!.stderr).not.toMatch(/api_tokens|check constraint/);
  });
});
