// Parser quality on the hand-labelled outlines beside the repository (../shared/fixtures/syllabi,
// or SYLLABUS_FIXTURES): a regression below these floors fails CI. The floors sit a little
// under the figures reached when they were set (README: "Syllabus parser evaluation").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES, evaluate, fixturesPresent } from '../../../../scripts/syllabus-eval/run.js';
import { scoreFile, sequenceRatio, similarity } from '../../../../scripts/syllabus-eval/score.js';
import {
  pageText,
  readSchemeLabels,
  runText,
  scoreSchemes,
  webHalf,
  type PageRun,
} from '../../../../scripts/syllabus-eval/web.js';

const present = fixturesPresent();
if (!present) console.warn(`Syllabus fixtures not found at ${DEFAULT_FIXTURES}: the evaluation floors are skipped.`);

describe('syllabus scorer', () => {
  it('computes difflib-style ratios and refuses titles whose numbers differ', () => {
    expect(sequenceRatio('abcd', 'bcde')).toBe(0.75);
    expect(similarity('Quiz 1', 'Quiz 2')).toBe(0);
    expect(similarity('HW1', 'Homework 1 (late)')).toBe(1);
  });

  it('scores a perfect answer 1 and counts misses, extras and wrong weights', () => {
    const answer = {
      items: [
        { title: 'Lab 1', kind: 'lab', due: '2026-09-10', weight: 5, group: 'Labs' },
        { title: 'Lab 2', kind: 'lab', due: '2026-09-17', weight: 5, group: 'Labs' },
        { title: 'Final', kind: 'final', due: null, weight: 90 },
      ],
    };
    const perfect = scoreFile(
      answer,
      answer.items.map(({ title, kind, due, weight }) => ({ title, kind, due, weight })),
    );
    expect([perfect.f1, perfect.weight.ok, perfect.date.ok]).toEqual([1, 3, 2]);
    const off = scoreFile(answer, [
      { title: 'Lab 1', kind: 'lab', due: '2026-09-11', weight: 5 },
      { title: 'Final exam', kind: 'final', due: '2026-12-01', weight: 80 },
      { title: 'Attendance', kind: 'participation', due: null, weight: 10 },
    ]);
    expect({
      tp: off.tp,
      fp: off.fp,
      fn: off.fn,
      date: off.date.ok,
      nulls: off.dateNull.ok,
      weight: off.weight.ok,
    }).toEqual({ tp: 2, fp: 1, fn: 1, date: 0, nulls: 0, weight: 1 });
  });
});

// Skipped on a developer's machine without the outlines; in CI (CI=true) their absence fails.
describe.skipIf(!present && process.env.CI !== 'true')('syllabus parser on the labelled outlines', () => {
  it('scores the answers against themselves at 1.0', () => {
    const self = evaluate(DEFAULT_FIXTURES, { self: true }).all;
    expect([self.micro.f1, self.weight, self.date, self.dateNull, self.kind]).toEqual([1, 1, 1, 1, 1]);
  });

  it('stays at or above the floors: F1 0.95, weights 0.97, exact-day dates 0.93', () => {
    const { all, heldOut, files } = evaluate();
    expect(files.length).toBeGreaterThanOrEqual(13);
    expect(all.micro.f1).toBeGreaterThanOrEqual(0.95);
    expect(all.macro.f1).toBeGreaterThanOrEqual(0.95);
    expect(all.weight).toBeGreaterThanOrEqual(0.97);
    expect(all.date).toBeGreaterThanOrEqual(0.93);
    expect(all.dateNull).toBeGreaterThanOrEqual(0.95);
    expect(heldOut.micro.f1).toBeGreaterThanOrEqual(0.9);
  });

  // The real outlines of syllabi-real (12): items F1 0.912 and exact-day dates 0.826 on the run that set these.
  it('stays at or above the floors on syllabi-real: F1 0.89, exact-day dates 0.80', () => {
    const { all, files } = evaluate(join(dirname(DEFAULT_FIXTURES), 'syllabi-real'));
    expect(files.length).toBeGreaterThanOrEqual(12);
    expect(all.micro.f1).toBeGreaterThanOrEqual(0.89);
    expect(all.date).toBeGreaterThanOrEqual(0.8);
  });
});

// Our full labels of 627 real web pages (tests/fixtures/syllabi-web-labels/full), as Markdown: items F1 0.807 and
// exact-day dates 0.780 on the run that set these (2026-12-03, twenty-ninth session, after its rules and the models
// retrained; 0.803 and 0.777 at its start, the end of the twenty-eighth).
// Each batch was scored unseen first: `full3` (f4c2c7b) F1 0.594, dates 0.367, 10 of 24 empty; `full4` (bc8d810)
// F1 0.728, dates 0.600, 7 of 24 empty; `full5` (120b304) F1 0.818, dates 0.639, 2 of 24 empty; `full6` (7184e50)
// F1 0.654, dates 0.645, 5 of 24 empty; `full7` (08bce6b) F1 0.767, dates 0.744, 3 of 24 empty; `full8` (9dea7fc)
// F1 0.676, dates 0.514, 2 of 24 empty; `full9` (94f009b) F1 0.646, dates 0.667, 4 of 24 empty; `full10` (11a556b)
// F1 0.632, dates 0.472, 4 of 24 empty; `full11` (0d23d04) F1 0.701, dates 0.676, 3 of 24 empty; `full12` (d8e9944)
// F1 0.721, dates 0.760, 3 of 24 empty; `full13` (633a246) F1 0.783, dates 0.567, 1 of 24 empty; `full14` (ee19c93)
// F1 0.831, dates 0.708, 2 of 24 empty; `full15` (c1caf42) F1 0.846, dates 0.410, 2 of 24 empty; `full16`
// (f833aa2) F1 0.808, dates 0.795, 2 of 24 empty; `full17` (5a244d7) F1 0.750, dates 0.722, 2 of 24 empty; `full18`
// (27a1c36) F1 0.687, dates 0.780, 4 of 24 empty; `full19` (5b5ca90) F1 0.720, dates 0.615, 2 of 24 empty; `full20`
// (8790d6e) F1 0.632, dates 0.615, 2 of 24 empty; `full21` (4dd6dd4) F1 0.822, dates 0.516, 2 of 24 empty; `full22` (ad9191b) F1 0.883, dates 0.627, none
// of 24 empty; `full23` (ad46ef9) F1 0.712, dates 0.533, 3 of 24 empty; `full24` (43b9a2b) F1 0.739, dates 0.676, 4 of 24
// empty; `full25` (3b80315) F1 0.780, dates 0.683, 3 of 24 empty.
const fullLabels = fileURLToPath(new URL('../../../fixtures/syllabi-web-labels/full', import.meta.url));
const pagesDir = join(dirname(DEFAULT_FIXTURES), 'syllabi-web/pages');
describe.skipIf(!existsSync(pagesDir) && process.env.CI !== 'true')('syllabus parser on the full web labels', () => {
  it('stays at or above the floors: F1 0.804, exact-day dates 0.777', { timeout: 900_000 }, () => {
    const { all, files } = evaluate(fullLabels, { text: (name) => pageText(pagesDir, name, 'markdown') });
    expect(files.length).toBe(627);
    expect(all.micro.f1).toBeGreaterThanOrEqual(0.804);
    expect(all.date).toBeGreaterThanOrEqual(0.777);
  });

  // 24 pages labelled in full and never studied (sample.json `full26`, 2026-12-03, twenty-seventh session; in
  // `full-fresh/`): the reader at the session's start (0226158) scored items F1 0.627 (P 0.919, R 0.476) and exact-day
  // dates 0.667 on them, 5 of 24 answered empty; at its end (1b1fd67) the same: F1 0.627, dates 0.667, 5 of 24 empty;
  // at the end of the twenty-eighth session (its rules, the models retrained) the same again, and of the twenty-ninth.
  it('on the fresh full labels, stays at or above their figure: F1 0.62, dates 0.66', { timeout: 900_000 }, () => {
    const dir = fileURLToPath(new URL('../../../fixtures/syllabi-web-labels/full-fresh', import.meta.url));
    const { all, files } = evaluate(dir, { text: (name) => pageText(pagesDir, name, 'markdown') });
    expect(files.length).toBe(24);
    expect(all.micro.f1).toBeGreaterThanOrEqual(0.62);
    expect(all.date).toBeGreaterThanOrEqual(0.66);
  });
});

const webPages = join(dirname(DEFAULT_FIXTURES), 'syllabi-web/pages');
const schemeLabels = readSchemeLabels(
  fileURLToPath(new URL('../../../fixtures/syllabi-web-labels/scheme', import.meta.url)),
);

// The scheme-only labels of real web pages, as Markdown, in the groups the eval splits them into
// (dev: studied when tuning; held and fresh: never studied). Floors a little under the run that set them.
describe.skipIf(!existsSync(webPages) && process.env.CI !== 'true')('syllabus parser on the web scheme labels', () => {
  // Reads 2,084 pages: about a minute alone, two minutes and more on a loaded 2-core machine, and past five minutes at
  // a load of 19 (a clean-clone CI run beside three evals timed out at 300 s): the bound is a safety net, not a goal.
  it('finds the schemes and their components, and no more false schemes', { timeout: 900_000 }, () => {
    const runs = new Map<string, PageRun>();
    for (const l of schemeLabels) runs.set(l.id, runText(l.id, pageText(webPages, l.id, 'markdown')));
    // No page faults: the Markdown sweep (tests/support/web-pages.ts) leaves these pages to this test.
    expect([...runs.values()].filter((r) => r.failed).map((r) => r.id)).toEqual([]);
    const f1 = (s: ReturnType<typeof scoreSchemes>) => (2 * s.tp) / (2 * s.tp + s.fp + s.fn);
    const scored = (half: ReturnType<typeof webHalf>) =>
      scoreSchemes(
        schemeLabels.filter((l) => webHalf(l.id) === half),
        runs,
      );
    const dev = scored('dev');
    const held = scored('held');
    // Run that set these (2026-12-03, twenty-ninth session, after its rules and the models retrained; at its start
    // 1266 of 1364 found, F1 0.869): dev 1269 of 1364 found, F1 0.869; held 67 of 72, F1 0.840 (0.834 at the start);
    // one false scheme in held (12216), seven in dev (13280 13680 5696 6058 6196 6235 7548).
    expect(dev.found).toBeGreaterThanOrEqual(1266);
    expect(held.found).toBeGreaterThanOrEqual(63);
    expect(f1(dev)).toBeGreaterThanOrEqual(0.866);
    expect(f1(held)).toBeGreaterThanOrEqual(0.8);
    expect(dev.falseScheme.length + held.falseScheme.length).toBeLessThanOrEqual(8);
    // The fresh group (sample.json `unseen`: `fresh26`, the last 92 unlabelled pages of the collection), labelled
    // 2026-12-03 (twenty-seventh session) and never studied: 50 of 59 found on the reader at the session's start
    // (0226158, F1 0.783) and at its end (1b1fd67, F1 0.783), and at the ends of the twenty-eighth and twenty-ninth
    // (F1 0.783 both); one false scheme in 33 (11784) each time.
    const fresh = scored('fresh');
    expect(fresh.withScheme).toBe(59);
    expect(fresh.found).toBeGreaterThanOrEqual(49);
    expect(f1(fresh)).toBeGreaterThanOrEqual(0.775);
    expect(fresh.falseScheme.length).toBeLessThanOrEqual(1);
  });
});

describe('npm run eval:syllabus', () => {
  it('exits non-zero when the folder it is given holds no labelled outlines (a silent "nothing to evaluate" passed for green)', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-outlines-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/eval-syllabus.ts', empty], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/No labelled outlines found/);
  });

  it('exits non-zero when SYLLABUS_FIXTURES names a folder that does not exist', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/eval-syllabus.ts'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, SYLLABUS_FIXTURES: '/nonexistent' },
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/\/nonexistent does not exist/);
  });
});
