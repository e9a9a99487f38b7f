// npm run build:vercel: the real Vercel build, offline, into .vercel/output (what a deployment
// uploads). Pinned CLI: 60.1.3 installs on this toolchain (later releases failed to resolve a
// dependency when this was written); change VERCEL_CLI and run the built suite to move it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../lib/local/route-files.js';
import { collapseRepeats, filterLines } from './repeated-lines.js';

export const VERCEL_CLI = 'vercel@60.1.3';

// `vercel build` wants a linked project; without network it reads the settings from this file.
// A real link (`vercel link`) writes the same file with the project's own ids.
const settings = path.join(PROJECT_ROOT, '.vercel/project.json');
if (!existsSync(settings)) {
  mkdirSync(path.dirname(settings), { recursive: true });
  writeFileSync(
    settings,
    `${JSON.stringify({ projectId: 'prj_local_build', orgId: 'team_local_build', settings: { framework: null, buildCommand: 'npm run build', outputDirectory: 'public', installCommand: null, devCommand: null, rootDirectory: null } }, null, 2)}\n`,
  );
}
const child = spawn('npm', ['exec', '--yes', `--package=${VERCEL_CLI}`, '--', 'vercel', 'build', '--yes'], {
  cwd: PROJECT_ROOT,
  stdio: ['inherit', 'pipe', 'pipe'],
  env: { ...process.env, VERCEL_TELEMETRY_DISABLED: '1' },
});
// The CLI prints `Using TypeScript <version> (local user-provided)` once per function: once is enough.
const filter = collapseRepeats(/^Using TypeScript /, 'Using TypeScript, once per function');
const out = filterLines(filter, (text) => process.stdout.write(text));
const err = filterLines(filter, (text) => process.stderr.write(text));
child.stdout.on('data', (c: Buffer) => out.push(c.toString()));
child.stderr.on('data', (c: Buffer) => err.push(c.toString()));
child.once('close', (code) => {
  out.flush();
  err.flush();
  const summary = filter.end();
  if (summary) process.stdout.write(`${summary}\n`);
  process.exit(code ?? 1);
});
