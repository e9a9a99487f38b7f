// The seam between the service and a university's directory. A provider knows one
// university's formats; everything else (term cache, sorting, the mirror) is shared.
import type { InstructionMode } from './instruction-mode.js';

/** A term the directory currently lists. `code` sorts chronologically as a number at both universities. */
export interface Term {
  code: string;
  name: string;
}

/** One section as the API returns it (SPEC: Section). Unknown optional strings are left out. */
export interface Section {
  classNumber: string;
  termCode: string;
  section: string;
  courseTitle?: string;
  component?: string;
  componentLabel?: string;
  /** "Tue Thu 08:30–09:50"; several meeting patterns joined with "; "; null when nothing is scheduled. */
  meetingTimes: string | null;
  enrolled: number | null;
  capacity: number | null;
  waitlisted: number | null;
  waitlistCap: number | null;
  hasReserved: boolean;
  /** Seats held for particular students, group by group, where the university publishes them (Waterloo). */
  reserves?: ReserveGroup[];
  location?: string;
  instructionMode?: InstructionMode;
  building?: string;
  room?: string;
}

/** One reserve group: seats of the section's capacity held for some students ("Year 1 students"). */
export interface ReserveGroup {
  label: string;
  capacity: number;
  enrolled: number;
}

export interface CourseRef {
  /** Upper case, 2 to 6 letters. */
  subject: string;
  catalog: string;
}

/** One course of the published catalogue, normalised. */
export interface CatalogEntry {
  subject: string;
  catalog: string;
  title: string;
  units: number | null;
  career: string | null;
  description: string | null;
  prerequisites: string | null;
  /** The university's own course identifier (not unique across cross-listings). */
  courseId: string | null;
}

export interface CatalogueFetch {
  /** Rows the upstream catalogue endpoint(s) returned, before any de-duplication. */
  fetched: number;
  /** Normalised rows in upstream order; the same course may appear more than once. */
  entries: CatalogEntry[];
}

export interface DirectoryProvider {
  /** Stable key: stored with cached terms and mirrored courses. */
  readonly id: string;
  /** Human name used in error messages. */
  readonly name: string;
  /**
   * What the directory says about reserved seats: 'groups' (each reserve with its capacity
   * and enrolment, Section.reserves) or 'flag' (only Section.hasReserved).
   */
  readonly reserveDetail: 'groups' | 'flag';
  /** IANA zone the university's dates are written in (term start and end days). */
  readonly timeZone: string;
  /** The terms whose sections the directory lists now (the caller caches them in Postgres). */
  currentTerms(now: Date): Promise<Term[]>;
  /** Sections of one course in these terms: upstream duplicates merged, cancelled sections left out. */
  sections(course: CourseRef, terms: Term[]): Promise<Section[]>;
  /** The published catalogue with descriptions, for the mirror; `terms` is called only if needed. */
  catalogue(terms: () => Promise<Term[]>): Promise<CatalogueFetch>;
}
