import { z } from '../lib/zod.js';

export const OpenApiDocument = z
  .looseObject({
    openapi: z.string().regex(/^3\.1\.\d+$/),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .openapi('OpenApiDocument', { description: 'The OpenAPI 3.1 description of this API.' });
