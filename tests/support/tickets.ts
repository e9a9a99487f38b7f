// Helpers for the ticket tests: each ticket is opened from its own client address, so the
// per-address creation limit (5 an hour) never couples unrelated tests.
import { expect } from 'vitest';
import type { TicketResponse } from '../../schemas/tickets.js';
import { call } from './app.js';

let addressCounter = 0;
/** A fresh documentation-range-style address per call (10.0.0.0/8, unique within a file). */
export function nextIp(): string {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function ticketCall(body: unknown, ip = nextIp()): Promise<Response> {
  return call('POST', '/api/ticket', { body, headers: { 'x-forwarded-for': ip } });
}

export interface OpenedTicket {
  caseId: string;
  token: string;
  subject: string;
}

export async function openTicket(fields: Record<string, unknown> = {}, ip = nextIp()): Promise<OpenedTicket> {
  const res = await ticketCall({ email: 'visitor@example.com', message: 'The grade page is blank.', ...fields }, ip);
  expect(res.status).toBe(200);
  const body = (await res.json()) as TicketResponse;
  return { caseId: body.caseId, token: body.token!, subject: body.subject };
}

export async function checkTicket(t: { caseId: string; token: string }): Promise<TicketResponse> {
  const res = await ticketCall({ action: 'check', caseId: t.caseId, token: t.token });
  expect(res.status).toBe(200);
  return (await res.json()) as TicketResponse;
}

/** Every header but the request id (and the date over HTTP), for byte-level comparisons. */
export function stableHeaders(res: Response): Record<string, string> {
  return Object.fromEntries([...res.headers].filter(([k]) => k !== 'x-request-id' && k !== 'date'));
}
