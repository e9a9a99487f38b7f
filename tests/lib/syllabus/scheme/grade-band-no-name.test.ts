// (grade-band-no-name) "90% and above.......A": the rest of a grade band after its figure names no component.
// Every outline here is invented for these tests.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { namesGradeBand } from '../../../../lib/syllabus/scheme/grade-band.js';

const OUTLINE = `ARTH 3320 Baroque Painting, Spring 2028

Your grade rests on the two quizzes and the gallery report described above.

Letter grades:

90% and above.............A 80-89%.........................B
70-79%.........................C 60-69%.........................D 59% and
below.............F
`;

describe('a grade band after its figure', () => {
  it('is no component of the scheme', () => {
    expect(parseSyllabus(OUTLINE).map((i) => i.title)).not.toContain('and above');
  });

  it('is told by its words alone, whole or opening the name', () => {
    for (const band of ['and above', 'Below', 'F -- Fewer than', 'E fewer than', 'and above.......A 80-89%......B'])
      expect(namesGradeBand(band)).toBe(true);
    for (const work of ['Above-average essay', 'Lab reports', 'Participation', 'Final exam (or higher of two)'])
      expect(namesGradeBand(work)).toBe(false);
  });
});
