// (grade-band-no-name) "90% and above.......A": the rest of a grade band after its figure names no component.
// Every outline here is invented for these tests.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

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
});
