// Where an item of a list of requirements ends: at the blank line after its share, when paragraphs follow the
// last item (item-ends-at-paragraph-after-its-share), and not at a line whose "10)" closes a parenthesis the
// line before left open (parenthesis-wrap-is-no-item-mark). Invented examples.
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

  it('reads an item on when its next line opens with a number closing a wrapped parenthesis', () => {
    const text = [
      '1. Journal: a weekly entry on the readings. Counts for 25% of the grade.',
      '2. Midterm: short answers and one essay. Counts for 25% of the grade.',
      '3. Final exam: you answer a set of terms (6 out of',
      '12) and two essays. Counts for 50% of the grade.',
    ];
    expect(read(text)).toEqual([
      ['Journal', 25],
      ['Midterm', 25],
      ['Final exam', 50],
    ]);
  });

  it('still opens an item at a mark under a line that closes its parentheses', () => {
    const text = [
      '1. Journal (weekly). Counts for 25% of the grade.',
      '2) Midterm. Counts for 25% of the grade.',
      '3) Final exam. Counts for 50% of the grade.',
    ];
    expect(read(text)).toEqual([
      ['Journal', 25],
      ['Midterm', 25],
      ['Final exam', 50],
    ]);
  });
});
