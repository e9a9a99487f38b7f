import { INSTRUCTION_MODES } from '../lib/directory/instruction-mode.js';
import { z } from '../lib/zod.js';
import { NextCursor, PageQuery } from '../lib/http/paging.js';
import { IsoDateTime } from './common.js';

const subject = (max: number) =>
  z
    .string({ error: 'is required' })
    .regex(new RegExp(`^[A-Za-z]{2,${max}}$`), { error: `must be 2 to ${max} letters, e.g. COMP` })
    .transform((v) => v.toUpperCase());

export const SectionsQuery = z.object({
  subject: subject(6).openapi({
    description: 'Subject code, 2 to 6 letters, case-insensitive (normalised to upper case).',
    pattern: '^[A-Za-z]{2,6}$',
    example: 'BIOL',
  }),
  catalog: z
    .string({ error: 'is required' })
    .regex(/^[0-9]{2,4}[A-Za-z]?$/, {
      error: 'must be 2 to 4 digits with an optional trailing letter, e.g. 201 or 250L',
    })
    .transform((v) => v.toUpperCase())
    .openapi({
      description: 'Catalog number: 2 to 4 digits, optionally one trailing letter.',
      pattern: '^[0-9]{2,4}[A-Za-z]?$',
      example: '201',
    }),
});

const count = (description: string) => z.number().int().nonnegative().nullable().openapi({ description });

export const ReserveGroup = z
  .object({
    label: z
      .string()
      .openapi({ description: 'Who the seats are held for, as the university prints it.', example: 'Year 1 students' }),
    capacity: z.number().int().nonnegative().openapi({ description: 'Seats held for this group.', example: 80 }),
    enrolled: z.number().int().nonnegative().openapi({ description: 'Students enrolled in those seats.', example: 78 }),
  })
  .openapi('ReserveGroup', { description: 'Seats of a section held for some students.' });

export const Section = z
  .object({
    classNumber: z
      .string()
      .openapi({ description: 'The number typed into the enrolment system to enrol.', example: '1226' }),
    termCode: z.string().openapi({
      description: "The university's term code (Concordia 2184 = Winter 2019; Waterloo 1249 = Fall 2024).",
      example: '2184',
    }),
    section: z.string().openapi({ description: 'Section code as the university prints it.', example: '04' }),
    courseTitle: z.string().optional(),
    component: z
      .string()
      .optional()
      .openapi({ description: 'Component code: LEC, TUT, LAB (Waterloo also TST, SEM, …).', example: 'LEC' }),
    componentLabel: z.string().optional().openapi({ example: 'Lecture' }),
    meetingTimes: z.string().nullable().openapi({
      description:
        'Days and 24-hour times, e.g. "Tue Thu 08:30–09:50"; several meeting patterns joined with "; "; one-off dates in parentheses ("Mon 19:00–20:50 (Oct 28)"). null when nothing is scheduled (TBA, or online without set times).',
      example: 'Wed Fri 11:45–13:00',
    }),
    enrolled: count('Students enrolled now (live).'),
    capacity: count('Enrolment capacity.'),
    waitlisted: count('Students on the waitlist now (live).'),
    waitlistCap: count('Waitlist capacity.'),
    hasReserved: z.boolean().openapi({
      description:
        'True when some seats are held for particular programmes, so an apparently open section can still refuse a student.',
    }),
    reserves: z.array(ReserveGroup).optional().openapi({
      description:
        "The reserve groups, where the university publishes them (Waterloo's Schedule of Classes; Concordia publishes only hasReserved). Their capacities are part of `capacity`; seats open outside them are `capacity − Σ reserve capacity − (enrolled − Σ reserve enrolled)`.",
    }),
    location: z
      .string()
      .optional()
      .openapi({ description: 'Campus code (Concordia SGW, LOY, ONL; Waterloo UW, ONLN, …).', example: 'LOY' }),
    instructionMode: z.enum(INSTRUCTION_MODES).optional().openapi({
      description:
        'How the section is taught, in one vocabulary for every university (Concordia `On-Line` and Waterloo `ONLN` are both `Online`; see /docs/course-directory for the mapping). Left out when the university gives none or one outside this list.',
      example: 'In Person',
    }),
    building: z.string().optional().openapi({ example: 'HC' }),
    room: z.string().optional().openapi({ example: '157' }),
  })
  .openapi('Section', {
    description:
      'One published section of a course. Cancelled sections are left out. Upstream duplicates (repeated rows, one row per meeting pattern) are merged into one section per term and class number.',
  });

export const SectionsResponse = z
  .object({
    subject: z.string().openapi({ example: 'BIOL' }),
    catalog: z.string().openapi({ example: '201' }),
    sections: z.array(Section).openapi({
      description:
        'Sections of the terms the directory currently lists: newest term first, then by component (LEC, SEM, TUT, LAB, TST, others), then by section.',
    }),
  })
  .openapi('SectionsResponse');

export const SyncCounts = z
  .object({
    fetched: z
      .number()
      .int()
      .nonnegative()
      .openapi({ description: 'Catalogue rows the university returned, before duplicates were merged.' }),
    unique: z.number().int().nonnegative().openapi({
      description: 'Distinct courses (subject + catalog number) among them; the mirror holds exactly these afterwards.',
    }),
    written: z.number().int().nonnegative().openapi({
      description:
        'Mirror rows this run inserted, changed or removed (courses no longer published). 0 when nothing changed upstream since the last run.',
    }),
    withDescription: z
      .number()
      .int()
      .nonnegative()
      .openapi({ description: 'Distinct courses that have a non-empty description.' }),
  })
  .openapi('CatalogSyncCounts');

export const CatalogQuery = z.object({
  subject: subject(10).optional().openapi({
    description: 'Only this subject (2 to 10 letters, case-insensitive).',
    pattern: '^[A-Za-z]{2,10}$',
    example: 'COMP',
  }),
  q: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .regex(/\S/, { error: 'must not be empty' })
    .max(100, { error: 'must be at most 100 characters' })
    .optional()
    .openapi({
      description: 'Text to find in the title, or part of the course code ("comp 24" finds COMP 248).',
      example: 'biology',
    }),
  ...PageQuery.shape,
});

export const CatalogCourse = z
  .object({
    subject: z.string().openapi({ example: 'BIOL' }),
    catalog: z.string().openapi({ example: '201' }),
    title: z.string().openapi({ example: 'Introductory Biology' }),
    units: z
      .number()
      .nullable()
      .openapi({ description: 'Credit units; null when the university does not publish them (Waterloo).', example: 3 }),
    career: z.string().nullable().openapi({
      description: 'Level as the university codes it (Concordia UGRD/GRAD, Waterloo UG/GRD).',
      example: 'UGRD',
    }),
    description: z.string().nullable(),
    prerequisites: z.string().nullable().openapi({ description: 'Requisites as free text, as published.' }),
    updatedAt: IsoDateTime.openapi({ description: 'When the sync last changed this course.' }),
  })
  .openapi('CatalogCourse');

export const CatalogPage = z.object({ items: z.array(CatalogCourse), nextCursor: NextCursor }).openapi('CatalogPage');
