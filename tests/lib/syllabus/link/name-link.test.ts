// (name-link) A numbered mention is linked to the component its name fits best, by features: the words shared, the
// same kind of work, and the mention's number within the series the component counts. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { nameLinkFeatures, nameLinkScore } from '../../../../lib/syllabus/link/name-link.js';
import type { Component } from '../../../../lib/syllabus/scheme/layout.js';

const brief = (src: string) =>
  parseSyllabus(src, { fallbackYear: 2027 }).map((i) => ({
    title: i.title,
    weight: i.weight,
    date: i.due?.date ?? null,
  }));

describe('name-link', () => {
  it('links members named by another noun of the same kind, numbered within the count ("Homework 2" of "Problem sets (4 x 5%)")', () => {
    const items = brief(`MATH 2210 Linear Algebra, Spring 2027

Grading
  Problem sets (4 x 5%) ............. 20%
  Midterm exam ...................... 35%
  Final exam ........................ 45%

Calendar
  Jan 18   Vectors; Homework 1 due Friday January 22
  Feb 1    Matrices; Homework 2 due Friday February 5
  Feb 15   Determinants; Homework 3 due Friday February 19
  Mar 1    Eigenvalues; Homework 4 due Friday March 5
`);
    expect(items.filter((i) => /Homework|Problem/.test(i.title))).toEqual([
      { title: 'Homework 1', weight: 5, date: '2027-01-22' },
      { title: 'Homework 2', weight: 5, date: '2027-02-05' },
      { title: 'Homework 3', weight: 5, date: '2027-02-19' },
      { title: 'Homework 4', weight: 5, date: '2027-03-05' },
    ]);
  });

  it('gives a synonym no weight past the count, nor nouns of no one series', () => {
    const c = { title: 'Problem sets', kind: 'assignment', count: 4 } as Component;
    expect(nameLinkScore(nameLinkFeatures(['homework'], 'assignment', 2, c, ['problem', 'set']))).toBe(1);
    expect(nameLinkScore(nameLinkFeatures(['homework'], 'assignment', 5, c, ['problem', 'set']))).toBe(0.5);
    const papers = { title: 'Papers', kind: 'assignment', count: 2 } as Component;
    expect(nameLinkScore(nameLinkFeatures(['problem', 'set'], 'assignment', 1, papers, ['paper']))).toBe(0.5);
  });
});
