// A schedule that spells the sitting in two words in capitals ("MID TERM EXAMINATION"): the first word belongs to
// the name (lib/syllabus/mentions/schedule.ts, findMentions). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { findMentions } from '../../../../lib/syllabus/mentions/schedule.js';

describe('mid term in two words', () => {
  it('keeps "MID" in the name of "MID TERM EXAMINATION"', () => {
    const found = findMentions('7/9 . . . **MID TERM EXAMINATION**. Readings: chapter 4.', new Set());
    expect(found.map((f) => f.title)).toContain('MID TERM EXAMINATION');
  });
});
