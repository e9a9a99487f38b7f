// The robustness sweep over ../shared/fixtures/syllabi-web (tests/lib/syllabus/reader/web-pages-*.test.ts):
// every real course page, as Markdown and as the plain text a student would paste from the rendered
// page, is read without a fault: no exception escapes the reader, and the reader itself reports no
// failure it caught. One file per form, so two test workers share the sweep.
// In CI every page is read (4,256 per form, about 160 s each on one quiet core, twice that beside the
// rest of the suite); elsewhere a fixed eighth of them (every page whose id falls in one residue class,
// the same pages on every run), so the local test loop stays short; `CI=true npx vitest run
// tests/lib/syllabus/reader/web-pages` reads them all.
// The pages with a scheme-only label (1,924 now) are read as Markdown by tests/lib/syllabus/reader/eval.test.ts
// in the same way (readSyllabus, fallback year 2000), which fails on any fault, so the Markdown sweep leaves
// them out rather than read them twice: that halved the CI time of this file.
// The pages stay outside the repository: outside CI the sweep is skipped when the folder is missing;
// in CI a missing folder fails it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { env } from '../../lib/env.js';
import { readSyllabus } from '../../lib/syllabus/index.js';
import { DEFAULT_FIXTURES } from '../../scripts/syllabus-eval/run.js';
import { pageIds, pageText, readSchemeLabels, type Form } from '../../scripts/syllabus-eval/web.js';

const SAMPLE_EVERY = 8;
const SCHEME_LABELS = fileURLToPath(new URL('../fixtures/syllabi-web-labels/scheme', import.meta.url));

export function sweepWebPages(form: Form): void {
  const pages = join(DEFAULT_FIXTURES, '../syllabi-web/pages');
  const present = existsSync(pages);
  const all = Boolean(env().CI);
  if (!present && !all) console.warn(`Web course pages not found at ${pages}: the robustness test is skipped.`);

  describe.skipIf(!present && !all)(`every real course page is read without a fault, as ${form}`, () => {
    const ids = present ? pageIds(pages) : [];
    const readByEval = new Set(form === 'markdown' ? readSchemeLabels(SCHEME_LABELS).map((l) => l.id) : []);
    const chosen = (all ? ids : ids.filter((_, i) => i % SAMPLE_EVERY === 0)).filter((id) => !readByEval.has(id));
    it('finds the pages', () => {
      expect(present, `${pages} is missing`).toBe(true);
      expect(ids.length).toBeGreaterThan(4000);
    });
    const which = all ? 'every page' : `every ${SAMPLE_EVERY}th page`;
    const left = readByEval.size > 0 ? ' not read by the scheme evaluation' : '';
    it(`reads ${which}${left} (${chosen.length})`, () => {
      const faults: string[] = [];
      for (const id of chosen) {
        try {
          const reading = readSyllabus(pageText(pages, id, form), { fallbackYear: 2000 });
          if (reading.failure !== undefined) faults.push(`${id}: ${String(reading.failure)}`);
        } catch (err) {
          faults.push(`${id}: ${String(err)}`);
        }
      }
      expect(faults).toEqual([]);
    }, 1_800_000);
  });
}
