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
    expect(singularNoun('Case studies')).toBe('Case study');
    expect(singularNoun('Paper Models')).toBe('Paper Model');
  });

  it('leaves a name that does not end in a plural word as it is', () => {
    expect(singularNoun('Homework')).toBe('Homework');
    expect(singularNoun('Data analysis')).toBe('Data analysis');
    expect(singularNoun('Lecture series')).toBe('Lecture series');
    expect(singularNoun('Reading focus')).toBe('Reading focus');
    expect(singularNoun('Quiz 1-3')).toBe('Quiz 1-3');
  });
});
