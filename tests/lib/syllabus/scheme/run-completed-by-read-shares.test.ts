// (run-completed-by-read-shares) A list that does not add up, chosen for want of another scheme (layout-as-found),
// is completed by the share read on a row the layout reader left out (a row of several figures) when that share is
// exactly what the list lacks. Every outline here is invented for these tests.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (text: string) => parseSyllabus(text).map((i) => [i.title, i.weight]);

const OUTLINE = (quizzes: string) => `CHEM 1150 Analytical Chemistry, Term 2 2027

Assessment
- Weekly reading checks: ${quizzes} in total. There are 12 checks (Weeks 1-12), each worth 1%; your best 10 of 12 count.
- Lab reports: 15%. Each lab report is marked by your demonstrator.
- Problem sets: 3 x 10%, submitted online.
- Mid-term test: 20%. Tuesday 8 June, in class.
- Final examination: 25%. Two hours, closed book.
`;

describe('a partial run completed by a share read near it', () => {
  it('adds the share of the row left out when it makes exactly the whole', () => {
    expect(weights(OUTLINE('10%'))).toEqual(
      expect.arrayContaining([
        ['Weekly reading checks', 10],
        ['Lab reports', 15],
        ['Mid-term test', 20],
        ['Final examination', 25],
      ]),
    );
  });

  it('adds nothing when that share does not make the whole', () => {
    expect(weights(OUTLINE('5%')).map(([t]) => t)).not.toContain('Weekly reading checks');
  });
});
