// The singular a plural component's members are named by: one helper for every stage that splits a component.
import { describe, expect, it } from 'vitest';
import { singularNoun } from '../../../../lib/syllabus/vocabulary/kinds.js';

describe('singularNoun', () => {
  it('names one member of a plural component', () => {
    expect(singularNoun('Response papers')).toBe('Response paper');
    expect(singularNoun('Source analyses')).toBe('Source analysis');
    expect(singularNoun('Theses')).toBe('Thesis');
    expect(singularNoun('Quizzes')).toBe('Quiz');
    expect(singularNoun('Short essays')).toBe('Short essay');
    expect(singularNoun('Lab sketches')).toBe('Lab sketch');
    expect(singularNoun('Classes')).toBe('Class');
    expect(singularNoun('Boxes')).toBe('Box');
  });
});
