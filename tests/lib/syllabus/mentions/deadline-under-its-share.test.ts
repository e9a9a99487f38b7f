// (deadline-under-its-share) A grading scheme that gives a component's share on one line and its deadline in the
// sentence going on below it ("Field notebook: 15%" / "Due in my office by noon on Friday March 12."): the day is the
// component's. Not when the rest names other work (a proposal), opens a series ("every Friday starting …") or lists
// several days, or the day is on the share's own line. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { deadlineUnderItsShare } from '../../../../lib/syllabus/mentions/share-deadline.js';

const outline = [
  'Sociology 210, Spring 2004',
  '',
  'Requirements',
  '',
  'Field notebook: 15%',
  'Due in my office by noon on Friday March 12. It should hold ten entries and',
  'a short reflection.',
  '',
  'Book critique: 20%',
  'This is due in class on February 20. Choose any book from the list.',
  '',
  'Photo essay (15%). [](essay.htm)',
  '(See the guide) Due April 16',
  '',
  'Research paper: 30%',
  'A proposal is due March 5, and the paper itself at the end of term.',
  '',
  'Response papers: 20%',
  'Due every Friday starting January 23.',
  '',
].join('\n');

describe('a deadline in the sentence under a share', () => {
  const items = parseSyllabus(outline, { fallbackYear: 2026 });
  const day = (re: RegExp) => items.find((i) => re.test(i.title))?.due?.date ?? null;

  it('dates the component of the line the sentence starts on', () => {
    expect(day(/notebook/i)).toBe('2004-03-12');
    expect(day(/critique/i)).toBe('2004-02-20');
    expect(day(/photo essay/i)).toBe('2004-04-16');
  });

  it('gives no day for other work or a series', () => {
    expect(day(/research paper/i)).toBeNull();
    expect(day(/response papers/i)).toBeNull();
  });

  it('reads nothing when the day is on the share line itself or no component is there', () => {
    const term = { season: 'spring' as const, year: 2004 };
    const lineOf = (cut: number) => (o: number) => (o < cut ? 0 : 1);
    const shares = new Map([[0, ['Lab report']]]);
    const none = () => [];
    const sentence = 'Lab report: 10%, due March 3 Due at noon on March 4.';
    expect(deadlineUnderItsShare(sentence, lineOf(29), shares, term, none)).toBeNull();
    const below = 'Lab report: 10% Due at noon on March 4.';
    expect(deadlineUnderItsShare(below, lineOf(16), shares, term, none)?.due.date).toBe('2004-03-04');
    expect(deadlineUnderItsShare(below, lineOf(16), new Map(), term, none)).toBeNull();
    const several = 'Lab report: 10% Due at noon on March 4, April 1 and April 29.';
    expect(deadlineUnderItsShare(several, lineOf(16), shares, term, none)).toBeNull();
  });
});
