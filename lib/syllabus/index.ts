// The outline reader: course-outline text in, dated and weighted assessments out. It is this list of
// stages, run in order over one piece of work (./types.ts, Work); each stage is a folder of small named
// rules, and `npm run eval:syllabus -- --trace <file>` prints what each stage found, changed and chose.
import { calendar } from './calendar/index.js';
import { clean } from './clean/index.js';
import { confidence } from './confidence/index.js';
import { link } from './link/index.js';
import { members } from './members/index.js';
import { mentions } from './mentions/index.js';
import { scheme } from './scheme/index.js';
import { segment } from './segment/index.js';
import { forgetCells } from './scheme/shares.js';
import type { ParseOptions, ParsedAssessment, Stage, SyllabusReading, Work } from './types.js';
import { forgetContentTokens } from './vocabulary/kinds.js';

export type { Kind, LocalDue, ParsedAssessment, ParseOptions, SyllabusReading, Unplaced } from './types.js';
export { KINDS } from './types.js';

export const STAGES: readonly Stage[] = [clean, segment, calendar, scheme, members, mentions, link, confidence];

/** The items alone (see readSyllabus for the warnings). */
export function parseSyllabus(source: string, options: ParseOptions = {}): ParsedAssessment[] {
  return readSyllabus(source, options).items;
}

/** The work the stages run over, before the first stage (scripts that run some stages alone start from it too). */
export function newWork(source: string, options: ParseOptions = {}): Work {
  return {
    source,
    options,
    trace: options.trace,
    text: source,
    lines: [],
    raw: [],
    term: { season: null, year: options.fallbackYear ?? new Date().getUTCFullYear() },
    layout: [],
    components: [],
    details: [],
    weighted: [],
    aliases: new Map(),
    mentions: [],
    merged: [],
    items: [],
    found: { items: [] },
  };
}

/** The items, each with a confidence, and what the reader is unsure of, in words a student can confirm. */
export function readSyllabus(source: string, options: ParseOptions = {}): SyllabusReading {
  const work = newWork(source, options);
  try {
    for (const stage of STAGES) {
      stage.run(work);
      if (work.answer) return work.answer;
    }
    throw new Error('the last stage gave no answer');
  } catch (failure) {
    // A fault of the reader's own is never the student's: they get what was found before it (the scheme's
    // components, undated) or nothing, and a warning; the caller logs the failure.
    options.trace?.(`failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    const { items, scheme } = work.found;
    return {
      items,
      warnings: [
        items.length
          ? 'The outline could not be read in full: the components below are undated. Check them against the outline.'
          : 'The outline could not be read: add the items by hand.',
      ],
      ...(scheme ? { scheme } : {}),
      failure,
    };
  } finally {
    forgetContentTokens();
    forgetCells();
  }
}
