// npx tsx scripts/syllabus-eval/read-at-commit.ts <commit> <list> [<out.jsonl>]
// Reads the web pages of one list of tests/fixtures/syllabi-web-labels/sample.json (a full-label batch such as
// `full9`) with the outline reader as it stood at <commit>, and writes one JSON line per page: the reading the
// reader gave then (its own confidences, no calibration). Run on the commit at which the batch was still unseen
// (never studied), these readings are what the calibration is trained on: how right the reader is on pages it
// was not tuned on (see scripts/syllabus-eval/calibration.ts, `unseenRows`). The reader runs in a temporary git
// worktree of <commit> with this checkout's node_modules; the fallback year is the training year, so the file is
// reproduced exactly from the same commit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRAINING_YEAR } from './calibration.js';

const root = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const [commit, list, out] = process.argv.slice(2);
if (!commit || !list) {
  console.error('usage: read-at-commit.ts <commit> <list> [<out.jsonl>]');
  process.exit(2);
}
const sample = JSON.parse(readFileSync(join(root, 'tests/fixtures/syllabi-web-labels/sample.json'), 'utf8')) as Record<
  string,
  unknown
>;
const ids = sample[list];
if (!Array.isArray(ids)) {
  console.error(`sample.json has no list ${list}`);
  process.exit(2);
}
const sha = execFileSync('git', ['rev-parse', '--short', commit], { cwd: root, encoding: 'utf8' }).trim();
const dir = mkdtempSync(join(tmpdir(), `reader-${sha}-`));
const tree = join(dir, 'tree');
execFileSync('git', ['worktree', 'add', '--quiet', '--detach', tree, sha], { cwd: root });
try {
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  const pages = resolve(root, '../shared/fixtures/syllabi-web/pages');
  const runner = join(tree, 'read-pages.ts');
  writeFileSync(
    runner,
    `import { readFileSync } from 'node:fs';
import { readSyllabus } from './lib/syllabus/index.js';
for (const id of process.argv.slice(2)) {
  const r = readSyllabus(readFileSync(${JSON.stringify(pages)} + '/' + id + '.md', 'utf8'), { fallbackYear: ${TRAINING_YEAR} });
  const { items, warnings, unplaced } = r as { items: unknown[]; warnings: string[]; unplaced?: unknown[] };
  console.log(JSON.stringify({ id, commit: ${JSON.stringify(sha)}, items, warnings, unplaced: unplaced ?? [] }));
}
`,
  );
  const lines = execFileSync(process.execPath, ['--import', 'tsx', runner, ...(ids as string[])], {
    cwd: tree,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (out) writeFileSync(out, lines);
  else process.stdout.write(lines);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: root });
  rmSync(dir, { recursive: true, force: true });
}
