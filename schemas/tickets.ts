// Support tickets: the visitor's TicketRequest/TicketResponse (createSupportTicket) and the
// records the support desk and the admin API read (DESIGN §7, §8).
import { NextCursor, PageQuery } from '../lib/http/paging.js';
import { z } from '../lib/zod.js';
import { IsoDateTime } from './common.js';

/** Text size limits of DESIGN §7; the database checks the same numbers. */
/**
 * zod's e-mail rule with domain labels that neither start nor end with `-` (as DNS requires):
 * zod's own accepts `a@exa-.com`.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const TICKET_TEXT_LIMITS = { email: 320, name: 100, subject: 200, message: 10_000 } as const;

export const TICKET_STATUSES = ['open', 'answered', 'solved'] as const;
export const TicketStatus = z.enum(TICKET_STATUSES).openapi('TicketStatus', {
  description:
    'open: waiting for support; answered: support replied last; solved: closed by support (a visitor reply reopens it).',
});
export type TicketStatus = z.infer<typeof TicketStatus>;

export const TICKET_CATEGORIES = ['bug', 'billing', 'account', 'feature', 'other'] as const;
export const TicketCategory = z.enum(TICKET_CATEGORIES);

export const TICKET_ACTIONS = ['create', 'check', 'reply'] as const;

const atMost = (n: number) => ({ error: `at most ${n} characters` });

/** A message body: trimmed, not empty, at most 10,000 characters. */
const MessageText = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .regex(/\S/, { error: 'must not be empty' })
  .max(TICKET_TEXT_LIMITS.message, atMost(TICKET_TEXT_LIMITS.message));

// caseId and token are any strings: a malformed guess must end as the same 404 as a
// well-formed wrong one, so their content is never judged here (lib/tickets/access.ts).
export const TicketRequest = z
  .strictObject({
    action: z
      .enum(TICKET_ACTIONS)
      .optional()
      .openapi({ description: 'create (the default when omitted), check or reply.' }),
    caseId: z
      .string()
      .optional()
      .openapi({ description: 'Case number of the ticket; needed by check and reply.', example: 'GT-7K3M-Q9XD-2HWP' }),
    token: z
      .string()
      .optional()
      .openapi({ description: 'Private access token issued at creation; needed by check and reply.' }),
    email: z
      .email({ pattern: EMAIL_PATTERN, error: 'must be an email address' })
      .max(TICKET_TEXT_LIMITS.email, atMost(TICKET_TEXT_LIMITS.email))
      .optional()
      .openapi({ pattern: EMAIL_PATTERN.source, description: 'Where support answers; required to create.' }),
    name: z.string().trim().max(TICKET_TEXT_LIMITS.name, atMost(TICKET_TEXT_LIMITS.name)).optional(),
    category: TicketCategory.optional().openapi({ description: 'Defaults to other.' }),
    subject: z
      .string()
      .trim()
      .max(TICKET_TEXT_LIMITS.subject, atMost(TICKET_TEXT_LIMITS.subject))
      .optional()
      .openapi({ description: 'Defaults to the first line of the message.' }),
    message: MessageText.optional().openapi({ description: 'Required to create and to reply.' }),
  })
  .superRefine((value, ctx) => {
    const action = value.action ?? 'create';
    const needs: Record<(typeof TICKET_ACTIONS)[number], Array<keyof typeof value>> = {
      create: ['email', 'message'],
      check: ['caseId', 'token'],
      reply: ['caseId', 'token', 'message'],
    };
    for (const field of needs[action]) {
      if (value[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `required when action is ${action}` });
    }
  })
  .openapi('TicketRequest', {
    // The fields each action requires, as the refinement above checks them; action decides the branch.
    oneOf: [
      { title: 'create', properties: { action: { const: 'create' } }, required: ['email', 'message'] },
      { title: 'check', properties: { action: { const: 'check' } }, required: ['action', 'caseId', 'token'] },
      {
        title: 'reply',
        properties: { action: { const: 'reply' } },
        required: ['action', 'caseId', 'token', 'message'],
      },
    ],
    description:
      'Omit action (or send create) with email and message to open a ticket; check and reply need caseId and token. Unknown fields are refused.',
  });
export type TicketRequest = z.infer<typeof TicketRequest>;

export const TicketMessage = z
  .object({
    authorRole: z.enum(['user', 'support']),
    body: z.string(),
    createdAt: IsoDateTime,
  })
  .openapi('TicketMessage');
export type TicketMessage = z.infer<typeof TicketMessage>;

export const TicketResponse = z
  .strictObject({
    caseId: z.string().openapi({ example: 'GT-7K3M-Q9XD-2HWP' }),
    token: z.string().optional().openapi({ description: 'Returned once, at creation; the caller must store it.' }),
    status: TicketStatus,
    subject: z.string(),
    messages: z
      .array(TicketMessage)
      .optional()
      .openapi({ description: 'Present when checking or replying, oldest first.' }),
  })
  .openapi('TicketResponse');
export type TicketResponse = z.infer<typeof TicketResponse>;

// Shared by Ticket and TicketDetail as a plain shape: `.extend()` of a registered schema
// would publish an allOf of two closed objects, which no body can satisfy.
const ticketShape = {
  caseId: z.string().openapi({ example: 'GT-7K3M-Q9XD-2HWP' }),
  status: TicketStatus,
  category: TicketCategory,
  subject: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  messageCount: z.number().int(),
  createdAt: IsoDateTime,
  lastActivityAt: IsoDateTime.openapi({ description: 'Last message or status change.' }),
  firstAnsweredAt: IsoDateTime.nullable().openapi({ description: 'When support first answered; null until then.' }),
};

/** A ticket as the support desk and the admin API see it. */
export const Ticket = z.strictObject(ticketShape).openapi('Ticket');
export type Ticket = z.infer<typeof Ticket>;

export const TicketDetail = z
  .strictObject({
    ...ticketShape,
    messages: z.array(TicketMessage).openapi({ description: 'Every message, oldest first.' }),
  })
  .openapi('TicketDetail');
export type TicketDetail = z.infer<typeof TicketDetail>;

export const TicketList = z
  .strictObject({
    items: z.array(Ticket).openapi({ description: 'Newest activity first.' }),
    nextCursor: NextCursor,
  })
  .openapi('TicketList');

export const TicketListQuery = z.strictObject({
  // Inline (not the TicketStatus component) so the query parameter shows its type directly.
  status: z
    .enum(TICKET_STATUSES)
    .optional()
    .openapi({ description: 'Only tickets in this status: open, answered or solved.' }),
  ...PageQuery.shape,
});

// Any string: an unknown or malformed case number is the same 404.
export const CaseIdParams = z.object({
  caseId: z.string().openapi({ param: { name: 'caseId', in: 'path' }, example: 'GT-7K3M-Q9XD-2HWP' }),
});

export const TicketAnswer = z
  .strictObject({ message: MessageText })
  .openapi('TicketAnswer', { description: 'A support message; the ticket becomes answered.' });

export const TicketStatusUpdate = z.strictObject({ status: TicketStatus }).openapi('TicketStatusUpdate');
