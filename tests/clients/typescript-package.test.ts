// clients/typescript as a package: `npm pack` builds it (JavaScript and declarations, with
// openapi-fetch as its own dependency), and the tarball installs into an empty project from npm's
// cache alone (--offline: no test reaches the network), where a file calling the API through it
// type-checks and a wrong call does not. The root's `npm ci` leaves the tarballs of what this
// installs in the cache, with abbreviated registry documents; npm 11 resolves new dependencies from
// the full documents, which `.ci/run` adds with `npm cache add`. Outside CI a cache without them
// skips the install, saying which command adds them.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { CLIENT_DIR } from '../../scripts/build-client.js';

const run = promisify(execFile);
const npm = (cwd: string, ...args: string[]) => run('npm', args, { cwd, maxBuffer: 16 * 1024 * 1024 });

const rootVersion = async (name: string) =>
  (
    JSON.parse(await readFile(path.join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** What the consumer calls: a typed endpoint with a body, and the answer's documented type. */
const APP = `import { createGradeTrackClient, type Schemas } from '@gradetrack/client';

const api = createGradeTrackClient({ baseUrl: 'https://api.gradetrack.example', accessToken: () => 'a-session-token' });

export async function addCourse(code: string): Promise<Schemas['CourseWithAssessments']> {
  const { data, error } = await api.POST('/api/courses', { body: { code, credits: 0.5 } });
  if (error) throw new Error(\`\${error.code}: \${error.message}\`);
  return data;
}
`;

/** Calls the API would refuse: each line must be a type error. */
const WRONG = `import { createGradeTrackClient } from '@gradetrack/client';

const api = createGradeTrackClient({ baseUrl: 'https://api.gradetrack.example' });
export const wrongBody = api.POST('/api/courses', { body: { code: 136 } });
export const noSuchRoute = api.GET('/api/no-such-route', {});
`;

// No database is involved: of CI's two passes of the suite, the embedded-database one runs it.
describe.skipIf(inject('dbMode') === 'postgres')('the typed client as an npm package', () => {
  let work: string;
  let tarball: string;
  let packed: string[];

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'gt-client-'));
    // prepack builds dist/ (gitignored) with tsc; --json names the tarball and its files.
    const { stdout } = await npm(CLIENT_DIR, 'pack', '--json', '--pack-destination', work);
    const [report] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
    tarball = path.join(work, report!.filename);
    packed = report!.files.map((f) => f.path).sort();
  }, 120_000);

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('packs built JavaScript and declarations, not the TypeScript source', () => {
    expect(packed).toEqual(['README.md', 'dist/index.d.ts', 'dist/index.js', 'dist/schema.d.ts', 'package.json']);
  });

  it('installs offline into an empty project with openapi-fetch, and type-checks a call (a wrong one fails)', async (ctx) => {
    const app = path.join(work, 'app');
    await mkdir(app);
    await writeFile(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    const typescript = `typescript@${await rootVersion('typescript')}`;
    try {
      await npm(app, 'install', '--offline', '--no-audit', '--no-fund', tarball, typescript);
    } catch (error) {
      const output = String((error as { stderr?: string }).stderr ?? error);
      if (!output.includes('ENOTCACHED')) throw error;
      const add = `npm cache add openapi-fetch@${await rootVersion('openapi-fetch')} openapi-typescript-helpers@${await rootVersion('openapi-typescript-helpers')} ${typescript}`;
      if (process.env.CI) throw new Error(`npm's cache lacks a package this installs (${add}):\n${output}`);
      ctx.skip(`npm's cache lacks the registry documents this install needs; run: ${add}`);
    }
    const installed = JSON.parse(await readFile(path.join(app, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(installed.dependencies).sort()).toEqual(['@gradetrack/client', 'typescript']);
    const fetchPkg = JSON.parse(await readFile(path.join(app, 'node_modules/openapi-fetch/package.json'), 'utf8'));
    expect(fetchPkg.version).toBe(await rootVersion('openapi-fetch'));

    // The built module loads as the package's entry point.
    const { stdout: loaded } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('@gradetrack/client'); console.log(typeof m.createGradeTrackClient);",
      ],
      { cwd: app },
    );
    expect(loaded.trim()).toBe('function');

    // One tsc run over both files: the right call passes, each wrong one is an error of its own line.
    await writeFile(path.join(app, 'app.ts'), APP);
    await writeFile(path.join(app, 'wrong.ts'), WRONG);
    await writeFile(
      path.join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2022', 'DOM'],
          types: [],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        files: ['app.ts', 'wrong.ts'],
      }),
    );
    const tsc = path.join(app, 'node_modules/typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: app }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    const errors = result.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
    expect(result.code).not.toBe(0);
    expect(errors.map((line) => line.slice(0, line.indexOf(','))).sort()).toEqual(['wrong.ts(4', 'wrong.ts(5']);
  }, 180_000);
});
