// (recipient-is-no-work, lib/syllabus/scheme/recipient.ts) "The winning team gets 50 points": the figure is what a team
// receives in a contest, no share of graded work; with it gone, prose points that only happened to add to 100 make no
// scheme. Invented examples.
import { describe, expect, it } from 'vitest';
import { namesRecipient } from '../../../../lib/syllabus/scheme/recipient.js';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const namesWork = (t: string) => /\b(?:paper|exam|quiz|project)s?\b/i.test(t);

describe('a figure someone gets', () => {
  it('makes no scheme with another figure of the prose', () => {
    const text = [
      'On the last day each team presents its map, and we hold a contest for the best one.',
      'The winning team gets 50 points, and the other teams receive points by their place.',
      'Over the term there are about a dozen journal entries, some map checks and a 50 point final exam.',
    ].join('\n');
    expect(findShares(text.split('\n'))).toBeNull();
  });

  it('is told by the verb ending the name, unless the name holds graded work', () => {
    for (const t of ['The winning team gets', 'Each student who presents receives', 'The best poster is awarded'])
      expect(namesRecipient(t, namesWork)).toBe(true);
    for (const t of ['Each paper gets', 'Final exam', 'Participation', 'Project receives'])
      expect(namesRecipient(t, namesWork)).toBe(false);
  });
});
