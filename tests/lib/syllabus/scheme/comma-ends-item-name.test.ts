// (comma-ends-item-name) "- One long paper, chosen from two options: a review … (30%)": a colon after the comma
// that closes a list item's opening name belongs to its description; the item is still named by the words before
// the comma (lib/syllabus/scheme/shares.ts, colonLabelOfLine). Invented examples.
import { describe, expect, it } from 'vitest';
import { colonLabelOfLine } from '../../../../lib/syllabus/scheme/shares.js';

const nameOf = (line: string) => colonLabelOfLine(line, line.indexOf('('), 0, true);

describe('a list item named before a comma, with a colon in its description', () => {
  it('is named by the words before the comma', () => {
    expect(
      nameOf(
        '* One long essay, chosen from two options: a review of the critics of one novel or a plan for teaching it, due in the last week (35%);',
      ),
    ).toBe('One long essay');
  });

  it('still yields to a colon that ends its opening words', () => {
    expect(nameOf('* Grading: quizzes, a long essay and the final examination (35%);')).toBe('');
  });
});
