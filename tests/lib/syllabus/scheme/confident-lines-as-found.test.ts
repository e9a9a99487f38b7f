// Rule confident-lines-as-found (lib/syllabus/scheme/learned-lines.ts): where no rule and no run of the learned lines
// makes the whole, the run of percent lines the model is sure of is answered as read, at the learned proposer's low
// confidence; never where a rule answers. Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { learnedScheme } from '../../../../lib/syllabus/scheme/learned-lines.js';

// Figures given for each work, the counts stated nowhere: no reading makes the whole.
const page = [
  'Survey of Medieval Europe',
  '',
  '## Grading',
  '',
  'Your final grade will be calculated from the following percentages:',
  '',
  'Participation: 10% each',
  '',
  'Map quizzes: 5% each',
  '',
  'Papers: 10% each',
  '',
  'Exams: 25% each',
  '',
  'MAP QUIZZES: Two map quizzes will be given in your section.',
].join('\n');

const read = (text: string) => {
  const trace: string[] = [];
  const reading = readSyllabus(text, { fallbackYear: 2026, trace: (s) => trace.push(s) });
  return { reading, trace };
};

describe('confident lines as found', () => {
  it('answers the confident lines as read when nothing makes the whole', () => {
    const { reading, trace } = read(page);
    expect(learnedScheme(page.split('\n')).components).toEqual([]);
    expect(trace.some((s) => s.startsWith('scheme chosen by confident-lines-as-found'))).toBe(true);
    expect(reading.scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Participation', 10],
      ['Map quizzes', 5],
      ['Papers', 10],
      ['Exams', 25],
    ]);
    expect(reading.warnings).toContain('Weights add to 50, not 100.');
    expect(reading.warnings.join(' ')).toMatch(/guessed from lines/);
    for (const item of reading.items) expect(item.confidence).toBeLessThan(0.6);
  });

  it('answers nothing from lines weighing less than a fifth of the grade', () => {
    const light = page.replace('Papers: 10% each', 'Papers: 1% each').replace('Exams: 25% each', 'Exams: 2% each');
    const { trace } = read(light.replace('Participation: 10% each', 'Participation: 1% each'));
    expect(trace.some((s) => s.startsWith('scheme chosen by confident-lines-as-found'))).toBe(false);
  });

  it('stays silent where a run makes the whole', () => {
    const whole = page.replace(/% each/g, '%').replace('Exams: 25%', 'Exams: 75%');
    const { reading, trace } = read(whole);
    expect(reading.scheme?.map((c) => c.weight)).toEqual([10, 5, 10, 75]);
    expect(trace.some((s) => s.startsWith('scheme chosen by confident-lines-as-found'))).toBe(false);
  });
});
