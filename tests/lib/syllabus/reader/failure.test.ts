// A fault inside the reader is never the student's: the reading holds what was found before it (the
// scheme's components, undated) or nothing, a warning, and the failure for the caller to log.
import { afterEach, describe, expect, it, vi } from 'vitest';

const fault = vi.hoisted(() => ({ on: false }));
vi.mock('../../../../lib/syllabus/mentions/schedule.js', async (original) => {
  const real = await original<typeof import('../../../../lib/syllabus/mentions/schedule.js')>();
  return {
    ...real,
    extractMentions: (...args: Parameters<typeof real.extractMentions>) => {
      if (fault.on) throw new TypeError('a fault in the mention stage');
      return real.extractMentions(...args);
    },
  };
});

const { readSyllabus } = await import('../../../../lib/syllabus/index.js');
const { answerFor } = await import('../../../../lib/syllabus/service.js');

const OUTLINE = ['Grading', 'Essays 40%', 'Midterm 25%', 'Final exam 35%', '', 'Midterm: October 14, 2026'].join('\n');

afterEach(() => {
  fault.on = false;
});

describe('a fault inside the reader', () => {
  it('answers the scheme found before it, undated, with a warning and the failure', () => {
    fault.on = true;
    const reading = readSyllabus(OUTLINE);
    expect(reading.items.map((i) => [i.title, i.weight, i.due])).toEqual([
      ['Essays', 40, null],
      ['Midterm', 25, null],
      ['Final exam', 35, null],
    ]);
    expect(reading.warnings).toEqual([
      'The outline could not be read in full: the components below are undated. Check them against the outline.',
    ]);
    expect(reading.failure).toBeInstanceOf(TypeError);
  });

  it('answers nothing with a warning when it fails before a scheme is found', () => {
    const reading = readSyllabus(null as unknown as string);
    expect(reading.items).toEqual([]);
    expect(reading.warnings).toEqual(['The outline could not be read: add the items by hand.']);
    expect(reading.failure).toBeDefined();
  });

  it('reaches the route as a body and a failure to log, never as an exception', () => {
    fault.on = true;
    const answer = answerFor({ text: OUTLINE }, 'UTC');
    expect(answer.body.items).toHaveLength(3);
    expect(answer.body.warnings[0]).toMatch(/could not be read in full/);
    expect(answer.failure).toBeInstanceOf(TypeError);
  });

  it('reads the same outline in full without the fault', () => {
    const reading = readSyllabus(OUTLINE);
    expect(reading.failure).toBeUndefined();
    expect(reading.items.find((i) => i.title === 'Midterm')?.due).toEqual({ date: '2026-10-14', time: null });
  });
});

describe('a table row shorter than its header', () => {
  it('is read without a fault (a due column past the row’s last cell is not there)', () => {
    const text = [
      'Grading: Problem sets 50%, Final exam 50%',
      '',
      '| Week | Topic | Reading | Due |',
      '|---|---|---|---|',
      '| 1 | Problem set 1 |',
      '| 2 | Problem set 2 | Sept 9, 2026 |',
    ].join('\n');
    const reading = readSyllabus(text);
    expect(reading.failure).toBeUndefined();
    expect(reading.items.length).toBeGreaterThan(0);
  });
});
