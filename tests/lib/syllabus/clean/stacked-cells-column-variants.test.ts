// Rule stacked-cells-column-variants: a names column then a figures column, in the shapes a conversion leaves.
// Invented examples, one per shape, and the columns it must leave alone.
import { describe, expect, it } from 'vitest';
import { stackedCells, stackedCellVariants } from '../../../../lib/syllabus/clean/stacked-cells.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight]);
/** The variants' rule reads what the strict one leaves: each example here is one the strict rule leaves alone. */
const variants = (text: string) => {
  expect(stackedCells(text)).toBe(text);
  return stackedCellVariants(text).split('\n');
};

describe('stacked cells: column variants', () => {
  it('reads figures led by a dash', () => {
    const text = [
      'Your grade:',
      '',
      '|  Lab notebook (weekly)',
      'Midterm test (in class, week 7)',
      'Final examination  |  -30%',
      '-30%',
      '-40%',
      '',
      '---|---',
    ].join('\n');
    const out = variants(text);
    expect(out.slice(2, 7)).toEqual([
      'Lab notebook (weekly) 30%',
      'Midterm test (in class, week 7) 30%',
      'Final examination 40%',
      '',
      '',
    ]);
    expect(weights(text)).toEqual([
      ['Lab notebook', 30],
      ['Midterm test', 30],
      ['Final examination', 40],
    ]);
  });

  it('reads a figures cell closed by a bar after its last figure, and a name with a stray full stop', () => {
    const text = [
      'Marks:',
      '',
      '> Problem set A',
      '> Problem set B',
      '> Final test.',
      '> Seminar essay |',
      '',
      '> 20%',
      '> 20%',
      '> 35%',
      '> 25% |',
      '',
      '> **Letter grades:** |',
      '> 90%-100% = A',
    ].join('\n');
    const out = variants(text);
    expect(out.slice(2, 6)).toEqual(['Problem set A 20%', 'Problem set B 20%', 'Final test 35%', 'Seminar essay 25%']);
    expect(out.slice(7, 11).every((l) => !l.trim())).toBe(true);
    expect(out.slice(12)).toEqual(text.split('\n').slice(12));
  });

  it('reads bare figures after a first percentage and a total that restates their sum', () => {
    const text = [
      '| Quiz average (weekly)',
      'Lab write-ups',
      'Poster (April 2)',
      'Final exam | 15%',
      '25',
      '_30',
      '_ 30',
      '_ 100%',
      '---|---',
    ].join('\n');
    expect(variants(text).slice(0, 4)).toEqual([
      'Quiz average (weekly) 15%',
      'Lab write-ups 25%',
      'Poster (April 2) 30%',
      'Final exam 30%',
    ]);
  });

  it('passes over a total cell closing the names, its figure on a line with a bar', () => {
    const text = [
      '> **Assessment:** |  Response papers',
      '> Class discussion',
      '> Reading log',
      '> Final essay',
      '> **Final Grade** |  20%',
      '> 30%',
      '> 10%',
      '> 40%',
      '> **100%** |',
      '> ---|---|---',
    ].join('\n');
    const out = variants(text);
    expect(out.slice(0, 5)).toEqual([
      'Response papers 20%',
      'Class discussion 30%',
      'Reading log 10%',
      'Final essay 40%',
      '',
    ]);
    expect(out.slice(5, 9).every((l) => !l.trim())).toBe(true);
  });

  it('reads a per-item note in brackets as one in parentheses', () => {
    const text = [
      '|',
      '**Weight**',
      '---|---',
      'Short exercises 1 and 2 [5% each]',
      'Two essays',
      'Group project',
      'Participation',
      '',
      'TOTAL: |',
      '',
      '10 %',
      '40 %',
      '30 %',
      '20 %',
      '_________',
      '100 %',
    ].join('\n');
    expect(variants(text).slice(3, 7)).toEqual([
      'Short exercises 1 and 2 (5% each) 10%',
      'Two essays 40%',
      'Group project 30%',
      'Participation 20%',
    ]);
  });

  it('reads names that each end with a colon, a grading caption before the first', () => {
    const text = [
      'More than three absences lower the grade.',
      '',
      '**Grading:** Reading response:',
      'Midterm exam & review:',
      'Field report:',
      'Participation:  |  10%',
      '40%',
      '30%',
      '20%',
      '---|---',
    ].join('\n');
    const out = variants(text);
    expect(out.slice(1, 6)).toEqual([
      'Grading:',
      'Reading response 10%',
      'Midterm exam & review 40%',
      'Field report 30%',
      'Participation 20%',
    ]);
  });

  it('takes a line wholly in bold, or "Requirements", above the names for their heading', () => {
    const names = ['Participation', 'Reading notes', 'Presentation', 'Term paper |  20%', '20%', '20%', '40%'];
    for (const heading of ['**Course outline and duties**', 'Requirements']) {
      const out = variants([heading, '', ...names].join('\n'));
      expect(out.slice(2, 6)).toEqual(['Participation 20%', 'Reading notes 20%', 'Presentation 20%', 'Term paper 40%']);
    }
  });
});

describe('stacked cells: a points column', () => {
  it('gives each name its points when the last figure states their total, and keeps the total', () => {
    const text = [
      'Points for grades:',
      '1. Seminar attendance',
      '2. Reading journal',
      '3. Midterm examination',
      '4. Final project',
      '',
      '**TOTAL** |  50',
      '100',
      '150',
      '200',
      '',
      '500 pts',
      '---|---',
    ].join('\n');
    const out = variants(text);
    expect(out.slice(1, 5)).toEqual([
      '1. Seminar attendance 50 points',
      '2. Reading journal 100 points',
      '3. Midterm examination 150 points',
      '4. Final project 200 points',
    ]);
    expect(out.slice(6, 11).every((l) => !l.trim())).toBe(true);
    expect(out[11]).toBe('Total 500 points');
    expect(weights(text)).toEqual([
      ['Seminar attendance', 10],
      ['Reading journal', 20],
      ['Midterm examination', 30],
      ['Final project', 40],
    ]);
  });

  it('leaves points with no stated total, bare figures with no unit, and a total that is no sum alone', () => {
    const unchanged = (text: string) => expect(stackedCellVariants(text)).toBe(text);
    unchanged(['Quiz', 'Essay', 'Final exam', 'TOTAL |  50 pts', '100 pts', '150 pts'].join('\n'));
    unchanged(['Film one (quiz)', 'Film two (essay)', 'Film three', 'Minutes |  13', '16', '18', '47'].join('\n'));
    unchanged(['Quiz', 'Essay', 'Final exam', 'TOTAL |  50', '100', '150', '400 pts'].join('\n'));
  });
});

describe('stacked cells: column variants it leaves alone', () => {
  const unchanged = (text: string) => expect(stackedCellVariants(text)).toBe(text);

  it('leaves a letter-grade cut-off column alone', () => {
    unchanged(['A:', 'B:', 'C:', 'D:  |  -90%', '-80%', '-70%', '-60%'].join('\n'));
    unchanged(['Grade scale', 'A', 'B', 'C |', '', '50%', '30%', '20% |'].join('\n'));
  });

  it('leaves a column of page numbers or dates after a first figure alone', () => {
    unchanged(['Reading quiz', 'Essay', 'Final exam | 10%', '12', '45', '78', '---|---'].join('\n'));
    unchanged(['Reading quiz', 'Essay', 'Final exam | 10%', '9', '12', '3', '---|---'].join('\n'));
  });

  it('leaves names of which only some end with a colon, and a further name above the names, alone', () => {
    unchanged(['Exams:', 'Midterm:', 'Final exam', 'Essay: |  30%', '30%', '40%'].join('\n'));
    unchanged(['Reading notes', 'Essay.', 'Midterm', 'Final exam |  30%', '30%', '40%'].join('\n'));
  });

  it('leaves a total that is no total, and a figure cell with a second bar, alone', () => {
    unchanged(['Homework', 'Midterm', 'Final exam |  30%', '30%', '30%', '**90%** |'].join('\n'));
    unchanged(['Homework', 'Midterm', 'Final exam |  30%', '30% | 10', '40%'].join('\n'));
  });
});

describe('stacked cells: column variants in linear time', () => {
  // The fastest of several runs at 20,000 and 200,000 characters: linear work grows about tenfold.
  const fastest = (text: string) => {
    let best = Number.POSITIVE_INFINITY;
    for (let k = 0; k < 5; k++) {
      const t0 = performance.now();
      stackedCellVariants(text);
      best = Math.min(best, performance.now() - t0);
    }
    return Math.max(best, 5);
  };
  const shapes: Record<string, string> = {
    'colon names and dash figures': 'Grading: Quiz [5% each]:\nEssay.\nFinal exam:  |  -10%\n-20\n_ 30\n**100%** |\n',
    'a bar after every figure': 'Paper 1 |  10%\n10% |\n',
    'names without end under one bar': `${'Reading response\n'.repeat(50)}Final exam | 10%\n`,
    'figures without end': 'Quiz | 10%\n20\n',
  };
  for (const [name, unit] of Object.entries(shapes))
    it(`reads ${name} in time linear in its length`, () => {
      const of = (size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
      fastest(of(20_000));
      expect(fastest(of(200_000)) / fastest(of(20_000))).toBeLessThan(40);
    });
});
