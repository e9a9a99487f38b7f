// The only module that imports zod. Schemas carry their OpenAPI metadata with `.openapi(...)`,
// which only the document generator reads. At runtime `.openapi()` answers the schema itself and
// @asteasolutions/zod-to-openapi is never loaded: a function would otherwise pay, at every cold
// start, for the library and for a registry entry plus a copy of the schema at each of the ~380
// calls. The generator switches the real extension on (lib/openapi-metadata.ts) before any schema
// exists, so `npm run build` reads the same metadata as before.
// Types only (erased): the `.openapi()` method zod-to-openapi declares on every schema.
import type {} from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

type OpenApiMethod = (this: z.ZodType, ...args: unknown[]) => z.ZodType;
// zod copies the prototype's own methods onto each schema when it is built.
const prototype = z.ZodType.prototype as unknown as { openapi?: OpenApiMethod };

let metadataOn = false;
let described = false;
const runtimeOpenApi: OpenApiMethod = function () {
  // A schema built before the switch would silently lose its metadata from the document.
  if (metadataOn)
    throw new Error(
      'A schema was built before OpenAPI metadata was switched on: import lib/openapi-metadata.js first.',
    );
  described = true;
  return this;
};
prototype.openapi ??= runtimeOpenApi;

/**
 * Installs the zod-to-openapi extension (passed in, so runtime bundles never contain it). It must
 * run before any module that builds a schema with metadata, or the document would miss it.
 */
export function switchOnOpenApiMetadata(extend: (zod: typeof z) => void): void {
  if (metadataOn) return;
  if (described)
    throw new Error(
      'Schemas were built before OpenAPI metadata was switched on: import lib/openapi-metadata.js before any schema module.',
    );
  if (prototype.openapi === runtimeOpenApi) delete prototype.openapi;
  extend(z);
  metadataOn = true;
}

export { z };
