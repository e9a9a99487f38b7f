// Pages of the whole collection (the forbidden ids of the session left out) on which a rule's trace line appears:
// how often a shape recurs. `npx tsx scripts/syllabus-eval/rule-pages.ts <text of the trace line> [forbidden-ids file]`
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSyllabus } from '../../lib/syllabus/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pages = join(root, '../shared/fixtures/syllabi-web/pages');
const [needle, forbiddenFile] = process.argv.slice(2);
if (!needle) throw new Error('usage: rule-pages.ts <text of the trace line> [forbidden-ids file]');
const forbidden = new Set(
  forbiddenFile && existsSync(forbiddenFile) ? readFileSync(forbiddenFile, 'utf8').split(/\s+/).filter(Boolean) : [],
);
let fired = 0;
let read = 0;
for (const f of readdirSync(pages).filter((x) => x.endsWith('.md'))) {
  const id = f.slice(0, -3);
  if (forbidden.has(id)) continue;
  read++;
  const hits: string[] = [];
  readSyllabus(readFileSync(join(pages, f), 'utf8'), {
    fallbackYear: 2020,
    trace: (s) => {
      if (s.includes(needle)) hits.push(s);
    },
  });
  if (hits.length) {
    fired++;
    console.log(`${id}: ${hits.join(' | ')}`);
  }
}
console.log(`${fired} of ${read} pages`);
