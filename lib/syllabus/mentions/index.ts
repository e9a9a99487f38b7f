// Stage mentions: every place the outline names a piece of graded work, with the date that goes with it
// there (its own line, the row's date column, a dated heading above it), scored by how much it looks like
// a deliverable rather than a topic.
import type { Stage } from '../types.js';
import { extractMentions } from './schedule.js';

export const mentions: Stage = {
  name: 'mentions',
  run(work) {
    const courseDigits = new Set((work.options.courseCode ?? '').match(/\d+/g) ?? []);
    // The components each scheme line gives a share to, by line.
    const shares = new Map<number, string[]>();
    for (const c of work.components) shares.set(c.line, [...(shares.get(c.line) ?? []), c.title]);
    work.mentions = extractMentions(
      work.lines,
      work.term,
      new Set(work.components.map((c) => c.line)),
      courseDigits,
      work.components.map((c) => c.title),
      new Set(work.aliases.keys()),
      shares,
    );
    if (work.trace)
      for (const m of work.mentions)
        work.trace(
          `mention: ${m.title} (line ${m.line + 1}) ${m.due ? `${m.due.date}${m.due.time ? ` ${m.due.time}` : ''}` : 'undated'}${m.range ? ' span' : ''}${m.draft ? ' draft' : ''}${m.corrected ? ' corrected' : ''} score ${m.score}${m.via ? ` via ${m.via}` : ''}`,
        );
  },
};
