// Every real course page of ../shared/fixtures/syllabi-web, as Markdown and as the plain text a student
// would paste from the rendered page, is read without a fault: no exception escapes the reader, and the
// reader itself reports no failure it caught. The pages stay outside the repository: outside CI the test
// is skipped when the folder is missing; in CI a missing folder fails it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { env } from '../../../lib/env.js';
import { readSyllabus } from '../../../lib/syllabus/index.js';
import { DEFAULT_FIXTURES } from '../../../scripts/syllabus-eval/run.js';
import { pageIds, pageText, type Form } from '../../../scripts/syllabus-eval/web.js';

const pages = join(DEFAULT_FIXTURES, '../syllabi-web/pages');
const present = existsSync(pages);
const inCi = Boolean(env().CI);
if (!present && !inCi) console.warn(`Web course pages not found at ${pages}: the robustness test is skipped.`);

describe.skipIf(!present && !inCi)('every real course page is read without a fault', () => {
  it('finds the pages', () => {
    expect(present, `${pages} is missing`).toBe(true);
    expect(pageIds(pages).length).toBeGreaterThan(4000);
  });
  for (const form of ['markdown', 'plain'] as Form[]) {
    it(`as ${form}`, () => {
      const faults: string[] = [];
      for (const id of present ? pageIds(pages) : []) {
        try {
          const reading = readSyllabus(pageText(pages, id, form), { fallbackYear: 2000 });
          if (reading.failure !== undefined) faults.push(`${id}: ${String(reading.failure)}`);
        } catch (err) {
          faults.push(`${id}: ${String(err)}`);
        }
      }
      expect(faults).toEqual([]);
    }, 1_800_000);
  }
});
