// One vocabulary for how a section is taught, whatever the university calls it:
// Concordia writes `On-Line`, Waterloo's schedule says `ONLN`/`ONLINE`, and a client
// filtering on one spelling missed the other. The upstream wording is kept in the mapping table
// of /docs/course-directory.

export const INSTRUCTION_MODES = ['In Person', 'Online', 'Blended'] as const;
export type InstructionMode = (typeof INSTRUCTION_MODES)[number];

// Keys are the upstream words in lowercase with everything but letters removed, so `On-Line`,
// `Online`, `ON LINE` and `online` are one key.
const BY_KEY: Readonly<Record<string, InstructionMode>> = {
  inperson: 'In Person',
  online: 'Online',
  blended: 'Blended',
  hybrid: 'Blended',
};

/** The mode for an upstream description; undefined (the field is left out) for one this API does not know. */
export function instructionModeOf(upstream: string | null | undefined): InstructionMode | undefined {
  if (!upstream) return undefined;
  return BY_KEY[upstream.toLowerCase().replace(/[^a-z]/g, '')];
}
