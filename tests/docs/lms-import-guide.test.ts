// Runs the curl walkthrough of content/docs/lms-import.md (/docs/lms-import) as written, with bash
// and curl, against a real local server over HTTP. The LMS host the kept feed names is met at the
// network edge (msw) and its name resolved by the stand-in resolver; curl's status codes are recorded
// per command and compared with what the page says.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { makeUser, useTestServer } from '../support/app.js';
import { FeedHost, lmsFixture, useFakeDns } from '../support/lms.js';
import { CRON_SECRET, usePushEnv } from '../support/push-env.js';

const run = promisify(execFile);
const PAGE = path.join(PROJECT_ROOT, 'content/docs/lms-import.md');

usePushEnv();
useFakeDns();
const server = useTestServer();

/** The sh block that follows the `<!-- lms-walkthrough -->` marker. */
async function walkthrough(): Promise<string> {
  const text = await readFile(PAGE, 'utf8');
  const at = text.indexOf('<!-- lms-walkthrough -->');
  expect(at).toBeGreaterThan(0);
  const block = marked.lexer(text.slice(at)).find((t) => t.type === 'code') as { lang: string; text: string };
  expect(block.lang).toBe('sh');
  return block.text;
}

describe('the LMS import walkthrough', () => {
  it('runs as written: preview, import, import again (unchanged), a refused URL, a kept feed, the sync job', async () => {
    const user = await makeUser();
    const feed = new FeedHost(
      'https://canvas.university.example/feeds/calendars/user_abc123.ics',
      lmsFixture('canvas'),
    ).serve();
    const script = (await walkthrough()).replaceAll('localhost:3000', server.url.replace(/^http:\/\//, ''));
    const dir = await mkdtemp(path.join(tmpdir(), 'lms-walkthrough-'));
    const statusLog = path.join(dir, 'statuses');
    // Every curl of the page, as written, with its status appended to a log.
    const prelude = `set -euo pipefail
curl() { local out; out=$(command curl -sS -w '\\n%{http_code}' "$@"); echo "\${out##*$'\\n'}" >> "$STATUS_LOG"; printf '%s\\n' "\${out%$'\\n'*}"; }
`;
    const { stdout } = await run('bash', ['-c', prelude + script], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, TOKEN: user.token, CRON_SECRET, STATUS_LOG: statusLog },
      maxBuffer: 16 * 1024 * 1024,
    });
    const statuses = (await readFile(statusLog, 'utf8')).trim().split('\n').map(Number);
    expect(statuses).toEqual([200, 200, 200, 200, 400, 201, 200, 200]);

    const bodies = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(bodies).toHaveLength(8);
    expect(bodies[1]).toMatchObject({ lms: 'canvas', applied: false });
    expect(bodies[2]).toMatchObject({ applied: true, summary: { create: 8, skip: 3 } });
    expect(bodies[3]).toMatchObject({ applied: true, summary: { create: 0, update: 0, unchanged: 8 } });
    expect(bodies[4]).toMatchObject({ code: 'bad_request', message: 'url: must be an https URL' });
    expect(bodies[5]).toMatchObject({ host: 'canvas.university.example', last4: '.ics', status: 'pending' });
    expect(JSON.stringify(bodies)).not.toContain('user_abc123');
    expect(bodies[7]).toMatchObject({ feeds: 1, failed: 0, moved: 0 });
    expect(feed.requests).toHaveLength(1);
    const [row] = await db()<{ n: number }[]>`select count(*)::int as n from assessments where user_id = ${user.id}`;
    expect(row!.n).toBe(8);
  });
});
