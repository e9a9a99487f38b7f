import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when the module at metaUrl is the script node was asked to run. */
export function isMain(metaUrl: string): boolean {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(metaUrl);
}
