// "Comprehensive Exam" closing a course is its final, as "End-semester examination" is. Invented titles.
import { describe, expect, it } from 'vitest';
import { classify } from '../../../../lib/syllabus/vocabulary/kinds.js';

describe('a comprehensive exam', () => {
  it('is the final', () => {
    expect(classify('Comprehensive Exam')).toBe('final');
    expect(classify('Comprehensive examination')).toBe('final');
    expect(classify('Mid-Semester Test')).toBe('midterm');
  });
});
