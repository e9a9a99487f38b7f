// Where an item of a list of requirements ends: at the blank line after its share, when paragraphs follow the
// last item (item-ends-at-paragraph-after-its-share). Invented examples.
import { describe, expect, it } from 'vitest';
import { sectionShares } from '../../../../lib/syllabus/scheme/section-shares.js';
import { labelScore } from '../../../../lib/syllabus/scheme/shares.js';

const read = (lines: string[]) => sectionShares(lines, 0, labelScore).map((s) => [s.title, s.value]);

describe('the bounds of a requirement item', () => {
  it('ends the last item at the blank line after its share, leaving the policy paragraphs below out', () => {
    const text = [
      '1. Problem sets: one set for each unit. 30% of the course grade',
      '',
      '2. Field report on a site of your choice. Due in week nine. 30% of the course grade',
      '',
      '3. Poster session: present the report to the class. 40% of the course grade',
      '',
      'Work handed in after the deadline loses 10% a day, up to five days.',
    ];
    expect(read(text)).toEqual([
      ['Problem sets', 30],
      ['Field report', 30],
      ['Poster session', 40],
    ]);
  });
});
