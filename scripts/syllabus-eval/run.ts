// Runs the parser over the hand-labelled outlines and scores each file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { env } from '../../lib/env.js';
import { readSyllabus, type ParsedAssessment } from '../../lib/syllabus/index.js';
import {
  mergeMembers,
  overall,
  scoreFile,
  type Answer,
  type FileScore,
  type Overall,
  type PredictedItem,
} from './score.js';

const ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));

/**
 * The fixtures live beside the repository (shared/), never inside it: their texts are other people's.
 * SYLLABUS_FIXTURES names the `syllabi` folder; otherwise the nearest `shared/fixtures/syllabi` above the
 * repository (a worktree sits one level deeper than the main checkout).
 */
export const NAMED_FIXTURES = env().SYLLABUS_FIXTURES ?? null;
export const DEFAULT_FIXTURES = NAMED_FIXTURES ?? nearestShared();

function nearestShared(): string {
  for (let dir = dirname(ROOT); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared/fixtures/syllabi');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return resolve(ROOT, '../shared/fixtures/syllabi');
  }
}

/**
 * Files kept out of parser development: their per-file figures were not looked at while tuning,
 * so their scores estimate performance on unseen outlines.
 */
export const HELD_OUT = ['03-duke-glhlth89s', '13-ucsd-dsc10-fa23', '20-ucdavis-psc001-f21'];

export interface FileResult {
  name: string;
  heldOut: boolean;
  score: FileScore;
  /** The same prediction scored with the members of one component merged (the peer corpus's fair view). */
  merged: FileScore;
  /** Items the parser returned. */
  count: number;
  /** Dated deliverables found but not placed in the scheme. */
  unplaced: number;
  /** The reader failed inside (answered with a warning). */
  failed: boolean;
  ms: number;
}

export interface Evaluation {
  files: FileResult[];
  all: Overall;
  merged: Overall;
  development: Overall;
  heldOut: Overall;
}

export function toPredicted(items: ParsedAssessment[]): PredictedItem[] {
  return items.map((i) => ({
    title: i.title,
    kind: i.kind,
    weight: i.weight,
    due: i.due ? (i.due.time ? `${i.due.date}T${i.due.time}` : i.due.date) : null,
    confidence: i.confidence,
    ...(i.dueConfidence !== undefined ? { dueConfidence: i.dueConfidence } : {}),
  }));
}

export function fixturesPresent(dir = DEFAULT_FIXTURES): boolean {
  return existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.expected.json'));
}

/**
 * Scores every `NN-name.txt` with its `NN-name.expected.json`; `self` scores the answers against themselves.
 * `text` finds the outline for a label elsewhere (the web pages keep their texts apart from the labels).
 */
export function evaluate(
  dir = DEFAULT_FIXTURES,
  options: { self?: boolean; text?: (name: string) => string } = {},
): Evaluation {
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.expected.json'))
    .map((f) => f.replace(/\.expected\.json$/, ''))
    .sort();
  const files = names.map((name): FileResult => {
    const answer = JSON.parse(readFileSync(join(dir, `${name}.expected.json`), 'utf8')) as Answer;
    const text = options.text ? options.text(name) : readFileSync(join(dir, `${name}.txt`), 'utf8');
    const started = performance.now();
    const reading = options.self ? null : readSyllabus(text);
    const predicted = reading
      ? toPredicted(reading.items)
      : answer.items
          .filter((i) => !i.optional)
          .map((i) => ({ title: i.title, kind: i.kind, due: i.due, weight: i.weight }));
    const ms = performance.now() - started;
    return {
      name,
      heldOut: HELD_OUT.includes(name),
      score: scoreFile(answer, predicted),
      merged: scoreFile(answer, mergeMembers(predicted)),
      count: predicted.length,
      unplaced: (reading as { unplaced?: unknown[] } | null)?.unplaced?.length ?? 0,
      failed: Boolean((reading as { failure?: unknown } | null)?.failure),
      ms,
    };
  });
  return {
    files,
    all: overall(files.map((f) => f.score)),
    merged: overall(files.map((f) => f.merged)),
    development: overall(files.filter((f) => !f.heldOut).map((f) => f.score)),
    heldOut: overall(files.filter((f) => f.heldOut).map((f) => f.score)),
  };
}
