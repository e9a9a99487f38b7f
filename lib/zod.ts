// The only module that imports zod: the OpenAPI extension patches this one instance,
// so every schema in the project can carry `.openapi(...)` metadata.
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

export { z };
export type { ZodType, ZodError } from 'zod';
