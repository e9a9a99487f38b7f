import { z } from '../lib/zod.js';

export const Uuid = z.uuid().openapi({ example: '5f0c6c1e-2f3b-4a39-9a57-0c5f1b6f2e41' });
export const IsoDateTime = z.iso.datetime({ offset: false }).openapi({ example: '2026-11-21T18:30:00.000Z' });

/** Timestamps leave the service as ISO-8601 UTC. */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

export const IdParams = z.object({ id: Uuid.openapi({ param: { name: 'id', in: 'path' } }) });
