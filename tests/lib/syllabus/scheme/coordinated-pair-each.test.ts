// "take-home midterm and final exams (30% each)": two works coordinated before one noun. Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) => findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight]) ?? [];

describe('two works coordinated before one noun, each with the figure', () => {
  it('reads "written midterm and final exams (35% each)" as one component of both', () => {
    const text = [
      'There will be written midterm and final exams (35% each), which reward steady reading.',
      'Students also write a short argumentative essay (30%) on one of the novels.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Written midterm and final exams', 70],
      ['Short argumentative essay', 30],
    ]);
  });
});
