// The migration files as the Supabase CLI reads them: `<14-digit version>_<name>.sql`, one file per
// version (the CLI keys its history on the version alone, so two files sharing one would leave one
// of them never applied by `supabase db push`).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listMigrations, parseMigrationFile, RENUMBERED } from '../../../lib/local/migrate.js';

describe('migration files', () => {
  it('give every migration of the repository a version of its own', async () => {
    const files = await listMigrations();
    expect(files.length).toBeGreaterThan(10);
    expect(new Set(files.map((f) => f.version)).size).toBe(files.length);
  });

  it('refuse a folder where two files share a version, naming both', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gt-migrations-'));
    try {
      await writeFile(path.join(dir, '20260101000000_a.sql'), 'select 1;');
      await writeFile(path.join(dir, '20260101000000_b.sql'), 'select 2;');
      await expect(listMigrations(`${dir}/`)).rejects.toThrow(/20260101000000_a\.sql and 20260101000000_b\.sql/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuse a file not named as the Supabase CLI names migrations', () => {
    expect(() => parseMigrationFile('2026_add_things.sql')).toThrow(/14-digit version/);
    expect(parseMigrationFile('20261124070001_visitor_cap.sql')).toEqual({
      file: '20261124070001_visitor_cap.sql',
      version: '20261124070001',
      name: 'visitor_cap',
    });
  });

  it('map each renumbered file to a file that exists, under another version', async () => {
    const files = new Set((await listMigrations()).map((f) => f.file));
    for (const [old, now] of Object.entries(RENUMBERED)) {
      expect(files.has(now)).toBe(true);
      expect(files.has(old)).toBe(false);
      expect(parseMigrationFile(old).version).not.toBe(parseMigrationFile(now).version);
    }
  });
});
