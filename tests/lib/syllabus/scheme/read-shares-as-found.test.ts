// (read-shares-as-found) No reader chose a scheme, but shares of graded work stand close together and weigh at
// least half the grade: the partial run is answered (for the student to confirm and complete), never a penalty
// figure beside it, and not by this rule when the shares weigh too little. Every outline here is invented for these tests.
import { describe, expect, it } from 'vitest';
import { parseSyllabus, readSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (text: string) => parseSyllabus(text).map((i) => [i.title, i.weight]);

const PROSE = (midterm: string, final: string) => `ANTH 3120 Ritual and Society, Spring 2028

Requirements: a mid-term and a take-home final are both required. The
midterm exam (${midterm} of grade) and a final examination (${final}) each hold
short-answer questions. The rest of the grade comes from how well you take
part in our weekly discussions.
Attendance is expected (2% of grade lost for each class missed after the
third).
`;

describe('a partial run of read shares when no scheme is found', () => {
  it('answers the shares read close together', () => {
    const read = weights(PROSE('35%', '45%'));
    expect(read.map(([, w]) => w)).toEqual([35, 45]);
    // The second share's name starts after the first one's parenthesis, not at "grade)".
    expect(read).toEqual([
      ['Midterm exam', 35],
      ['Final examination', 45],
    ]);
  });

  it('answers nothing when the shares weigh less than half the grade (the learned lines may, at a low confidence)', () => {
    const trace: string[] = [];
    const reading = readSyllabus(PROSE('15%', '25%'), { trace: (s) => trace.push(s) });
    expect(trace.some((s) => s.startsWith('scheme chosen by read-shares-as-found'))).toBe(false);
    // Rule confident-lines-as-found offers the two lines the model is sure of, as read, for the student to confirm.
    expect(trace.some((s) => s.startsWith('scheme chosen by confident-lines-as-found'))).toBe(true);
    for (const item of reading.items) expect(item.confidence).toBeLessThan(0.6);
  });
});
