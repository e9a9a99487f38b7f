// (bold-entries-read-as-headings) A schedule printed all in bold, each line of its own read as a heading: an
// entry led by its day ("**T 9/12 Religion in the Colonies**"), its reading, and the work that day ("**Reading
// Quiz #2**"). The work is on the entry's day. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = [
  'Religion 230, Fall 2006',
  '',
  'Grading: reading quizzes 40%, final paper 60%.',
  '',
  'Schedule',
  '',
  '**T 9/12 Religion in the Colonies and the Early Republic**',
  '',
  '**                 Reading: Butler, chapters 2 and 3**',
  '',
  '**                 Reading Quiz #1**',
  '',
  '**Th 9/14 Revivals and the Second Great Awakening**',
  '',
  '**                 Reading: Butler, chapter 4**',
  '',
  '**T 9/19 Utopian Communities and New Religions**',
  '',
  '**                 Reading Quiz #2**',
  '',
].join('\n');

describe('a schedule printed in bold lines', () => {
  const items = parseSyllabus(outline, { fallbackYear: 2026 });
  const due = (n: RegExp) => items.find((i) => n.test(i.title))?.due?.date ?? null;

  it('dates the work listed under an entry with its day', () => {
    expect(due(/quiz #?1/i)).toBe('2006-09-12');
    expect(due(/quiz #?2/i)).toBe('2006-09-19');
  });
});
