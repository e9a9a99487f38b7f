// A share in prose whose clause names the work two or three lines above its figure (share-named-up-the-clause):
// "2) A final research essay (8-10" / "pages) on a question of your choosing, handed in at the" / "end of term
// (60% of final grade)". Invented example of the form real outlines use.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { shareCandidates } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) => readSyllabus(src, { fallbackYear: 2027 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('a share named up its clause', () => {
  it('names a figure from the work its sentence opened with, two lines up', () => {
    const text = [
      '**Course work:** Attendance at every lecture is expected. The course has',
      'two pieces of graded work: 1) A one-hour in-class test in week five (40%',
      'of final grade); 2) A final research essay (8-10',
      'pages) on a question of your own choosing, written as a short chapter of',
      'a book you might one day write (60% of final grade), handed in during',
      'the last week.',
    ].join('\n');
    // The share itself (other readers may find the run too: the candidate is what this rule adds).
    const near = shareCandidates(text.split('\n')).filter((s) => s.value === 60);
    expect(near.map((s) => [s.title, s.line])).toEqual([['Final research essay', 4]]);
    const read = scheme(text);
    expect(read.map(([, w]) => w)).toEqual([40, 60]);
  });

  it('does not reach over a blank line', () => {
    const text = [
      'A final research essay is set in week ten.',
      '',
      'Late work loses marks. Of the rest, the',
      'remainder (60% of final grade) is decided at the end.',
    ].join('\n');
    expect(scheme(text)).toEqual([]);
  });
});
