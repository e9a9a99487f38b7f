// The reader's speed over every real course page (../shared/fixtures/syllabi-web), as Markdown and as plain
// text, with a fingerprint of every reading, so a change made for speed can be shown to change no output:
//   npx tsx scripts/syllabus-eval/speed.ts --out /tmp/before.json
//   npx tsx scripts/syllabus-eval/speed.ts --out /tmp/after.json --compare /tmp/before.json
// Per reading it records the SHA-256 of the JSON of what readSyllabus returned (items, warnings, scheme,
// unplaced, and the failure, if any) and the CPU time of the call (process.cpuUsage, user + system, which moves
// far less than wall time on a shared machine). It prints the total CPU time and p50/p99/max per form and over
// both, and with --compare, how many fingerprints differ and the ratio of the totals.
// Knobs: --every N (every Nth page, for a quick look; the fingerprints of the others are not compared),
// --shard K/N (pages K, K+N, ...: two shards run side by side on two cores, then --merge joins them),
// --withhold FILE (ids, whitespace-separated, whose fingerprints and times are kept only in one combined
// digest and the totals, never per page: pages that must not be studied), --form markdown|plain,
// --warm N (readings before timing starts, default 20, so the JIT has settled).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { readSyllabus } from '../../lib/syllabus/index.js';
import { DEFAULT_FIXTURES } from './run.js';
import { pageIds, pageText, type Form } from './web.js';

export interface SpeedRecord {
  /** `${form}:${id}` to [fingerprint, CPU ms], for every page not withheld. */
  pages: Record<string, [string, number]>;
  /** One digest over the withheld pages' fingerprints (in page order), and how many there were. */
  withheld: { count: number; digest: string };
  /** CPU ms of every reading (withheld ones included), per form. */
  cpu: Record<string, number[]>;
}

const fingerprint = (reading: unknown): string =>
  createHash('sha256')
    .update(
      JSON.stringify(reading, (key, value) =>
        key === 'failure' ? String(value instanceof Error ? `${value.name}: ${value.message}` : value) : value,
      ),
    )
    .digest('hex')
    .slice(0, 16);

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function measure(options: {
  every: number;
  shard: [number, number];
  forms: Form[];
  withhold: Set<string>;
  warm: number;
}) {
  const pages = join(dirname(DEFAULT_FIXTURES), 'syllabi-web/pages');
  if (!existsSync(pages)) throw new Error(`${pages} does not exist`);
  const ids = pageIds(pages).filter((_, i) => i % options.every === 0 && i % options.shard[1] === options.shard[0]);
  const record: SpeedRecord = { pages: {}, withheld: { count: 0, digest: '' }, cpu: {} };
  const withheldHash = createHash('sha256');
  // Warm-up readings on the first pages (not timed, not recorded).
  for (const id of ids.slice(0, options.warm)) readSyllabus(pageText(pages, id, 'markdown'), { fallbackYear: 2000 });
  for (const form of options.forms) {
    const times: number[] = [];
    record.cpu[form] = times;
    for (const id of ids) {
      const text = pageText(pages, id, form);
      const started = cpuMs();
      let reading: unknown;
      try {
        reading = readSyllabus(text, { fallbackYear: 2000 });
      } catch (err) {
        reading = { thrown: String(err) };
      }
      const ms = cpuMs() - started;
      times.push(ms);
      const print = fingerprint(reading);
      if (options.withhold.has(id)) {
        withheldHash.update(`${form}:${id}:${print}\n`);
        record.withheld.count++;
      } else record.pages[`${form}:${id}`] = [print, Math.round(ms * 1000) / 1000];
    }
  }
  record.withheld.digest = withheldHash.digest('hex').slice(0, 16);
  return record;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((s, t) => s + t, 0);
  const f = (n: number) => n.toFixed(1);
  return `${label.padEnd(9)} ${String(times.length).padStart(5)} readings  CPU ${f(total / 1000).padStart(7)} s  p50 ${f(quantile(sorted, 0.5))} ms  p99 ${f(quantile(sorted, 0.99))} ms  max ${f(sorted.at(-1) ?? 0)} ms`;
}

function report(record: SpeedRecord): number {
  const all: number[] = [];
  for (const [form, times] of Object.entries(record.cpu)) {
    console.log(summary(form, times));
    all.push(...times);
  }
  console.log(summary('both', all));
  return all.reduce((s, t) => s + t, 0);
}

function merge(records: SpeedRecord[]): SpeedRecord {
  const out: SpeedRecord = { pages: {}, withheld: { count: 0, digest: '' }, cpu: {} };
  const digest = createHash('sha256');
  for (const r of records) {
    Object.assign(out.pages, r.pages);
    out.withheld.count += r.withheld.count;
    digest.update(r.withheld.digest);
    for (const [form, times] of Object.entries(r.cpu)) (out.cpu[form] ??= []).push(...times);
  }
  out.withheld.digest = records.length === 1 ? records[0]!.withheld.digest : digest.digest('hex').slice(0, 16);
  return out;
}

function compare(after: SpeedRecord, before: SpeedRecord, afterTotal: number): boolean {
  let same = 0;
  const differ: string[] = [];
  for (const [key, [print]] of Object.entries(after.pages)) {
    const was = before.pages[key];
    if (!was) continue;
    if (was[0] === print) same++;
    else differ.push(key);
  }
  const withheldSame =
    after.withheld.count === before.withheld.count && after.withheld.digest === before.withheld.digest;
  console.log(
    `fingerprints: ${same} identical, ${differ.length} differ${differ.length ? ` (${differ.slice(0, 20).join(' ')}${differ.length > 20 ? ' ...' : ''})` : ''}; withheld (${after.withheld.count}): ${withheldSame ? 'identical' : 'DIFFER'}`,
  );
  const beforeTotal = Object.values(before.cpu)
    .flat()
    .reduce((s, t) => s + t, 0);
  console.log(
    `CPU total before ${(beforeTotal / 1000).toFixed(1)} s, after ${(afterTotal / 1000).toFixed(1)} s: ${(beforeTotal / afterTotal).toFixed(2)}x`,
  );
  return differ.length === 0 && withheldSame;
}

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    compare: { type: 'string' },
    every: { type: 'string', default: '1' },
    shard: { type: 'string', default: '0/1' },
    form: { type: 'string' },
    withhold: { type: 'string' },
    warm: { type: 'string', default: '20' },
    merge: { type: 'string', multiple: true },
  },
});

const load = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SpeedRecord;
let record: SpeedRecord;
if (values.merge?.length) record = merge(values.merge.map(load));
else {
  const [k, n] = values.shard.split('/').map(Number) as [number, number];
  record = measure({
    every: Number(values.every),
    shard: [k, n],
    forms: values.form ? [values.form as Form] : ['markdown', 'plain'],
    withhold: new Set(values.withhold ? readFileSync(values.withhold, 'utf8').split(/\s+/).filter(Boolean) : []),
    warm: Number(values.warm),
  });
}
if (values.out) writeFileSync(values.out, JSON.stringify(record));
const total = report(record);
if (values.compare && !compare(record, load(values.compare), total)) process.exitCode = 1;
