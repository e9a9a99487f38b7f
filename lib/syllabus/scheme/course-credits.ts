// Rule points-are-course-credits: a department's list of courses gives each course its credits ("Classical
// Mythology. V90.0404. 4 points.", "C105 Principles of Chemistry (3 credit hours)"); read as a points scheme,
// it adds to the whole and its word "points" reads as grading. Graded work carries no course number: when
// three components or more are read and most of their lines carry a course code of their own ("V90.0404",
// "HIST 2301", "C105"), the run is a catalogue and no scheme. One code repeated (the course's own, "HIS104-T1
// Exams", or a room, "in HH 302") is no catalogue.
// Linear: one bounded regex per component line.
import type { Component } from './layout.js';

/**
 * A course code: capital letters (with an optional number, "V90") then a three- or four-digit number, by a dot,
 * a space, a hyphen or nothing ("V90.0404", "HIST 2301", "CS-101", "C105"); not a figure's own unit ("EXAM 100 points").
 */
const COURSE_CODE = /\b[A-Z]{1,4}\d{0,2}[ .-]?\d{3,4}\b(?!\s?(?:%|pts?\b|points?\b|marks?\b))/;
const MIN_COMPONENTS = 3;
/** At least this share of the components carry a course code, each another. */
const SHARE = 0.6;

export function courseCatalogue(components: readonly Component[], raw: readonly string[]): boolean {
  if (components.length < MIN_COMPONENTS) return false;
  const codes = new Set<string>();
  for (const c of components) {
    const code = COURSE_CODE.exec((raw[c.line] ?? '').slice(0, 400));
    if (code) codes.add(code[0].replace(/[ .-]/g, ''));
  }
  return codes.size >= components.length * SHARE;
}
