// npm run build (after build-openapi.ts): regenerates the typed client's types,
// clients/typescript/schema.d.ts, from the committed openapi.json with openapi-typescript.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import { PROJECT_ROOT } from '../lib/local/route-files.js';
import { isMain } from './is-main.js';

export const CLIENT_DIR = path.join(PROJECT_ROOT, 'clients/typescript');
export const SCHEMA_FILE = path.join(CLIENT_DIR, 'schema.d.ts');

/** The text schema.d.ts must hold for this OpenAPI document. */
export async function generateClientTypes(document: string): Promise<string> {
  // defaultNonNullable off: a field with a default is optional to send (CourseCreate.credits),
  // as the document says, instead of required as openapi-typescript assumes by default.
  const ast = await openapiTS(JSON.parse(document) as OpenAPI3, { silent: true, defaultNonNullable: false });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

if (isMain(import.meta.url)) {
  const document = await readFile(path.join(PROJECT_ROOT, 'openapi.json'), 'utf8');
  const text = await generateClientTypes(document);
  await writeFile(SCHEMA_FILE, text);
  console.log(`clients/typescript/schema.d.ts: ${text.split('\n').length} lines`);
  process.exit(0);
}
