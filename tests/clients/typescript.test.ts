// The typed client in clients/typescript: its generated types match what openapi-typescript
// makes of the committed openapi.json today, and it drives a real local server over HTTP
// from sign-in to the GPA.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGradeTrackClient, type Schemas } from '../../clients/typescript/index.js';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { generateClientTypes, SCHEMA_FILE } from '../../scripts/build-client.js';
import { generateOpenApiJson } from '../../scripts/build-openapi.js';
import { signUserToken, useTestServer } from '../support/app.js';

const OUTLINE = `# CS 136 — Winter 2027

## Grading
| Component | Weight |
|---|---|
| Assignments (2) | 40% |
| Midterm | 20% |
| Final exam | 40% |

## Dates
- Assignment 1: January 22
- Assignment 2: February 19
- Midterm: February 26
- Final exam: April 20
`;

describe('clients/typescript/schema.d.ts', () => {
  it('is what openapi-typescript generates from the committed openapi.json (run npm run build when it is not)', async () => {
    const document = await readFile(path.join(PROJECT_ROOT, 'openapi.json'), 'utf8');
    expect(await readFile(SCHEMA_FILE, 'utf8')).toBe(await generateClientTypes(document));
  });

  it('covers every operation of the API as generated from the routes now', async () => {
    const types = await readFile(SCHEMA_FILE, 'utf8');
    const document = JSON.parse(await generateOpenApiJson()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.length).toBeGreaterThan(60);
    for (const id of ids) expect(types, id).toContain(`    ${id}: {`);
  });

  it('is a package of its own that depends on the openapi-fetch the root installs, and ships what npm pack builds', async () => {
    const pkg = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'clients/typescript/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
      files: string[];
      exports: Record<string, { types: string; default?: string }>;
      scripts: Record<string, string>;
    };
    const root = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(pkg.dependencies['openapi-fetch']).toBe(`^${root.devDependencies['openapi-fetch']}`);
    expect(pkg.devDependencies.typescript).toBe(root.devDependencies.typescript);
    expect(pkg.files).toEqual(['dist', 'README.md']);
    expect(pkg.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
    expect(pkg.scripts.prepack).toBe('npm run build');
  });
});

describe('the typed client against a real local server', () => {
  const server = useTestServer();

  it('signs in, parses an outline, saves the course, grades it and reads the GPA', async () => {
    const email = `client-${Date.now()}@example.edu`;
    const accessToken = await signUserToken({ sub: crypto.randomUUID(), email });
    const api = createGradeTrackClient({ baseUrl: `${server.url}/`, accessToken: () => accessToken });

    // The first signed-in request creates the account.
    const me = await api.GET('/api/me');
    expect(me.response.status).toBe(200);
    expect(me.data?.email).toBe(email);

    const parsed = await api.POST('/api/parse-syllabus', { body: { text: OUTLINE, courseCode: 'CS 136' } });
    expect(parsed.error).toBeUndefined();
    const items = parsed.data!.items;
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Assignment 1', 20],
      ['Assignment 2', 20],
      ['Midterm', 20],
      ['Final exam', 40],
    ]);

    const created = await api.POST('/api/courses', {
      body: {
        code: 'CS 136',
        term: 'Winter 2027',
        credits: 0.5,
        assessments: items.map((i) => ({ ...i, provenance: 'syllabus' as const })),
      },
    });
    expect(created.response.status).toBe(201);
    const course: Schemas['CourseWithAssessments'] = created.data!;
    expect(course.assessments).toHaveLength(4);

    const [a1, a2] = course.assessments;
    for (const [item, percent] of [
      [a1!, 80],
      [a2!, 90],
    ] as const) {
      const graded = await api.PATCH('/api/assessments/{id}', {
        params: { path: { id: item.id } },
        body: { grade: { percent } },
      });
      expect(graded.data?.status).toBe('graded');
    }

    // The GPA is a personal-API read: a personal token made with the session, used by the same client.
    const minted = await api.POST('/api/tokens', { body: { name: 'typed client test' } });
    expect(minted.response.status).toBe(201);
    const personal = createGradeTrackClient({ baseUrl: server.url, accessToken: () => minted.data!.token });
    const gpa = await personal.GET('/api/v1/me/gpa');
    expect(gpa.response.status).toBe(200);
    const standing = gpa.data!.courses.find((c) => c.course_id === course.id);
    expect(standing).toMatchObject({ graded_weight: 40, percent: 85 });
  });

  it('hands back the Error shape typed, and retries once with a refreshed token on 401', async () => {
    const good = await signUserToken({ sub: crypto.randomUUID(), email: `refresh-${Date.now()}@example.edu` });
    const stale = await signUserToken({ sub: crypto.randomUUID() }, { secret: 'a-rotated-away-secret-of-32-bytes!!' });
    let refreshed = 0;
    const api = createGradeTrackClient({
      baseUrl: server.url,
      accessToken: () => stale,
      refreshAccessToken: () => (++refreshed, good),
    });
    const course = await api.POST('/api/courses', { body: { code: 'MATH 135' } });
    expect(refreshed).toBe(1);
    expect(course.response.status).toBe(201);
    expect(course.data?.code).toBe('MATH 135');

    const noRefresh = createGradeTrackClient({
      baseUrl: server.url,
      accessToken: () => stale,
      refreshAccessToken: () => null,
    });
    const denied = await noRefresh.GET('/api/courses');
    expect(denied.response.status).toBe(401);
    expect(denied.error?.code).toBe('unauthorized');

    const anonymous = createGradeTrackClient({ baseUrl: server.url });
    const missing = await anonymous.GET('/api/courses/{id}', { params: { path: { id: crypto.randomUUID() } } });
    expect(missing.error?.code).toBe('unauthorized');
  });
});
