import { z } from '../lib/zod.js';
import { IsoDateTime, Uuid } from './common.js';

export const PLANS = ['free', 'semester', 'monthly'] as const;
/** Up to two weeks ahead, as the database allows. */
export const REMINDER_LEAD_MAX = 20160;

export const Me = z
  .object({
    id: Uuid,
    email: z.string().nullable(),
    school: z.string().nullable(),
    programme: z.string().nullable(),
    timeZone: z.string().openapi({ description: 'IANA time zone, e.g. America/Toronto.', example: 'America/Toronto' }),
    reminderLeadMinutes: z.number().int().openapi({ description: 'How long before a deadline reminders are sent.' }),
    plan: z.enum(PLANS).openapi({ description: 'Read-only; kept in step with billing.' }),
    createdAt: IsoDateTime,
  })
  .openapi('Me', { description: 'The signed-in user.' });
export type Me = z.infer<typeof Me>;

/** The canonical name of an IANA time zone, or null when the runtime does not know it. */
export function canonicalTimeZone(name: string): string | null {
  // Offsets such as "+05:00" are accepted by newer runtimes but are not zones: refuse them.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return null;
  try {
    // ICU may answer an older alias (Asia/Kolkata → Asia/Calcutta): keep the name as given,
    // taking the runtime's spelling only when it differs in case alone (america/toronto).
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return null;
  }
}

export const TimeZone = z
  .string()
  .max(64, 'at most 64 characters')
  .transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (!canonical) {
      ctx.addIssue({ code: 'custom', message: 'must be an IANA time zone such as America/Toronto or UTC' });
      return z.NEVER;
    }
    return canonical;
  })
  .openapi({ type: 'string', description: 'IANA time zone name, e.g. America/Toronto.', example: 'America/Toronto' });

const profileText = z.string().trim().max(200, 'at most 200 characters').nullable();

export const MePatch = z
  .strictObject({
    school: profileText.optional(),
    programme: profileText.optional(),
    timeZone: TimeZone.optional(),
    reminderLeadMinutes: z
      .number()
      .int('must be a whole number of minutes')
      .min(0, `must be between 0 and ${REMINDER_LEAD_MAX}`)
      .max(REMINDER_LEAD_MAX, `must be between 0 and ${REMINDER_LEAD_MAX} (two weeks)`)
      .optional(),
  })
  .refine((o) => Object.keys(o).length > 0, {
    message: 'name at least one of school, programme, timeZone, reminderLeadMinutes',
  })
  .openapi('MePatch', {
    minProperties: 1,
    description: 'Profile fields to change; `plan` and the account flags are read-only.',
  });
