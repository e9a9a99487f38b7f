// On how many pages of the whole web collection a rule fires (its trace line), forbidden ids left out:
// `npx tsx scripts/syllabus-eval/rule-fires.ts <trace substring> [ids file to leave out]`. Prints the count
// and the pages' ids (never any page's text).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSyllabus } from '../../lib/syllabus/index.js';
import { pageIds } from './web.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pages = join(root, '../shared/fixtures/syllabi-web/pages');
const [needle, leaveOut] = process.argv.slice(2);
if (!needle) throw new Error('usage: rule-fires.ts <trace substring> [ids file]');
const forbidden = new Set(leaveOut ? readFileSync(leaveOut, 'utf8').split(/\s+/).filter(Boolean) : []);
const fired: string[] = [];
let read = 0;
for (const id of pageIds(pages)) {
  if (forbidden.has(id)) continue;
  read++;
  let hit = false;
  readSyllabus(readFileSync(join(pages, `${id}.md`), 'utf8'), {
    fallbackYear: 2000,
    trace: (step) => {
      if (step.includes(needle)) hit = true;
    },
  });
  if (hit) fired.push(id);
}
console.log(`${needle}: fires on ${fired.length} of ${read} pages: ${fired.join(' ')}`);
