// Child of the cold-start bench: imports one module in this fresh process and prints the
// milliseconds the import took (the loader is already registered, so its own start-up is
// not counted; its per-module work is, for the baseline and every api/ file alike).
// With --count it instead prints how many modules the import loaded (untimed pass).
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';

const target = process.argv[2]!;
const specifier = target.includes('/') ? pathToFileURL(path.resolve(target)).href : target;
if (process.argv[3] === '--count') {
  const urls = new Set<string>();
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (url: string) => urls.add(url));
  register('./module-count-hooks.mjs', import.meta.url, { data: { port: port2 }, transferList: [port2] });
  await import(specifier);
  await new Promise((resolve) => setTimeout(resolve, 50)); // let the last messages arrive
  const packages = new Map<string, number>();
  for (const url of urls) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
    if (pkg) packages.set(pkg, (packages.get(pkg) ?? 0) + 1);
  }
  process.stdout.write(`${JSON.stringify({ modules: urls.size, packages: Object.fromEntries(packages) })}\n`);
  process.exit(0);
}
const start = performance.now();
await import(specifier);
const ms = performance.now() - start;
process.stdout.write(`${JSON.stringify({ ms })}\n`);
process.exit(0);
