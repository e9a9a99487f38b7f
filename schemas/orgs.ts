// Student organisations (clubs) under /api/v1/orgs: the club, its team, its posts.
import { NextCursor, PageQuery } from '../lib/http/paging.js';
import { z } from '../lib/zod.js';
import { IsoDateTime, Uuid } from './common.js';
import { TRIMMED_AT_LEAST_3 } from './datetime.js';
import { DateTimeInput } from './datetime.js';

const Slug = z
  .string()
  .trim()
  .min(2, 'at least 2 characters')
  .max(64, 'at most 64 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens, e.g. chess-club')
  .openapi({ example: 'chess-club' });
const Name = z
  .string()
  .trim()
  .min(1, 'at least 1 character')
  .regex(/\S/, 'at least 1 character')
  .max(100, 'at most 100 characters')
  .openapi({ example: 'Chess Club' });
const Description = z.string().trim().max(2000, 'at most 2000 characters');

export const Organisation = z
  .object({
    id: Uuid,
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    teamSize: z.number().int().nonnegative(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .openapi('Organisation', { description: 'A student organisation (club).' });

export const OrganisationList = z
  .object({ items: z.array(Organisation), nextCursor: NextCursor })
  .openapi('OrganisationList', { description: 'Organisations in slug order.' });

export const OrganisationCreate = z
  .strictObject({
    name: Name,
    slug: Slug.openapi({ description: 'Unique; used in links. A slug in use answers 409 conflict.' }),
    description: Description.nullable().optional(),
    joinTeam: z.boolean().default(false).openapi({
      description:
        "Put the token's own account on the new club's team (allowed only while creating the club; refused for a token of no account).",
    }),
  })
  .openapi('OrganisationCreate');

export const OrganisationPatch = z
  .strictObject({ name: Name.optional(), slug: Slug.optional(), description: Description.nullable().optional() })
  .refine((b) => Object.keys(b).length > 0, { message: 'send at least one of name, slug, description' })
  .openapi('OrganisationPatch', {
    minProperties: 1,
    description: 'Fields left out stay as they are; description null clears it.',
  });

export const Teammate = z
  .object({
    organisationId: Uuid,
    userId: Uuid,
    email: z.string().nullable(),
    addedAt: IsoDateTime,
    addedByTokenId: Uuid.nullable(),
    addedByUserId: Uuid.nullable(),
  })
  .openapi('Teammate', { description: "A member of a club's team." });

export const TeamList = z
  .object({ items: z.array(Teammate), nextCursor: NextCursor })
  .openapi('TeamList', { description: 'The team, in the order members were added.' });

export const TeammateAdd = z
  .strictObject({
    userId: Uuid.optional(),
    email: z
      .string()
      .trim()
      .min(3, 'at least 3 characters')
      .max(320, 'at most 320 characters')
      .optional()
      .openapi({ pattern: TRIMMED_AT_LEAST_3 }),
  })
  .refine((b) => (b.userId === undefined) !== (b.email === undefined), { message: 'send exactly one of userId, email' })
  .openapi('TeammateAdd', {
    oneOf: [
      { title: 'by id', required: ['userId'], not: { required: ['email'] } },
      { title: 'by e-mail', required: ['email'], not: { required: ['userId'] } },
    ],
    description: 'An existing account, by id or e-mail address.',
  });

// Input times may carry any offset; they are normalised to UTC by the shared rule.
const EventTime = DateTimeInput;

export const OrgPost = z
  .object({
    id: Uuid,
    organisationId: Uuid,
    title: z.string(),
    body: z.string(),
    eventStart: IsoDateTime.nullable(),
    eventEnd: IsoDateTime.nullable(),
    location: z.string().nullable(),
    publishedByTokenId: Uuid.nullable(),
    publishedByUserId: Uuid.nullable(),
    onBehalf: z.boolean().openapi({ description: "true when the publishing account is not on the club's team." }),
    createdAt: IsoDateTime,
  })
  .openapi('OrgPost', { description: "A post published on a club's behalf; an event when it has a start." });

export const OrgPostList = z
  .object({ items: z.array(OrgPost), nextCursor: NextCursor })
  .openapi('OrgPostList', { description: 'Posts, newest first.' });

export const OrgPostCreate = z
  .strictObject({
    title: z
      .string()
      .trim()
      .min(1, 'at least 1 character')
      .regex(/\S/, 'at least 1 character')
      .max(200, 'at most 200 characters'),
    body: z
      .string()
      .trim()
      .min(1, 'at least 1 character')
      .regex(/\S/, 'at least 1 character')
      .max(10000, 'at most 10000 characters'),
    eventStart: EventTime.optional(),
    eventEnd: EventTime.optional(),
    location: z
      .string()
      .trim()
      .min(1, 'at least 1 character')
      .regex(/\S/, 'at least 1 character')
      .max(200, 'at most 200 characters')
      .optional(),
  })
  .refine((b) => b.eventEnd === undefined || b.eventStart !== undefined, {
    message: 'eventEnd needs eventStart',
    path: ['eventEnd'],
  })
  .refine(
    (b) => b.eventEnd === undefined || b.eventStart === undefined || Date.parse(b.eventEnd) >= Date.parse(b.eventStart),
    {
      message: 'must not be before eventStart',
      path: ['eventEnd'],
    },
  )
  .openapi('OrgPostCreate', {
    // JSON Schema 2020-12 (OpenAPI 3.1); the generator's types stop at OpenAPI 3.0's keywords.
    ...({ dependentRequired: { eventEnd: ['eventStart'] } } as object),
    description: 'An event when it has `eventStart`; `eventEnd` needs `eventStart` and must not be before it.',
  });

export const OrgPageQuery = PageQuery;

export const OrgIdParams = z.object({ id: Uuid.openapi({ param: { name: 'id', in: 'path' } }) });
export const TeammateParams = z.object({
  id: Uuid.openapi({ param: { name: 'id', in: 'path' } }),
  userId: Uuid.openapi({ param: { name: 'userId', in: 'path' } }),
});
