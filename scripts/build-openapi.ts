// npm run build: writes openapi.json from the route definitions found under api/.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildOpenApiDocument } from '../lib/openapi.js';
import { loadRouteDefinitions, PROJECT_ROOT } from '../lib/local/route-files.js';
import { isMain } from './is-main.js';

export async function generateOpenApiJson(): Promise<string> {
  const document = buildOpenApiDocument(await loadRouteDefinitions());
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (isMain(import.meta.url)) {
  const text = await generateOpenApiJson();
  const target = path.join(PROJECT_ROOT, 'openapi.json');
  await writeFile(target, text);
  const operations = Object.values(JSON.parse(text).paths as Record<string, object>).reduce(
    (n, p) => n + Object.keys(p).length,
    0,
  );
  console.log(`openapi.json: ${operations} operations`);
  process.exit(0);
}
