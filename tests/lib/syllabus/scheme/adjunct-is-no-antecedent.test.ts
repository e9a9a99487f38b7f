// (adjunct-is-no-antecedent) "There will be a final examination, during exam week, which will count 30%": the
// clause set off by commas says when, and names nothing; the work before it is the share's name. Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).items.map((i) => [i.title, i.kind, i.weight]);

describe('a share named by a relative clause after a when-clause', () => {
  it('takes the name before the when-clause', () => {
    expect(
      brief(`Course requirements

1. Class attendance and participation will count 10% of the course grade.

2. There will be two in-class quizzes. Each quiz will count 20% toward the course grade.

3. There will be a final examination, during exam week, which will count 50% toward the course grade.
`),
    ).toContainEqual(['Final examination', 'final', 50]);
  });
});
