// Imported first by whatever generates the OpenAPI document (lib/openapi.ts, the test setup):
// schemas built after this carry their `.openapi(...)` metadata. Runtime code never imports it.
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { switchOnOpenApiMetadata } from './zod.js';

switchOnOpenApiMetadata(extendZodWithOpenApi);
