// The scheme choice (lib/syllabus/scheme/choose.ts): each named rule on invented candidates, and the
// order that lets a sound layout scheme stand against the finder unless the finder extends it.
import { describe, expect, it } from 'vitest';
import { chooseScheme, type SchemeCandidates, schemeChoices } from '../../../../lib/syllabus/scheme/choose.js';
import type { Component } from '../../../../lib/syllabus/scheme/layout.js';
import type { ShareScheme } from '../../../../lib/syllabus/scheme/shares.js';

const component = (title: string, weight: number, line = 0): Component =>
  ({ title, weight, line, kind: 'other', rest: '' }) as unknown as Component;
const finder = (components: Component[], confidence = 0.9): ShareScheme =>
  ({ components, confidence }) as unknown as ShareScheme;

function candidates(layout: Component[], shares: ShareScheme | null, equal: Component[] = []) {
  let asked = 0;
  const c: SchemeCandidates = { layout, shares: () => (asked++, shares), equal: () => equal };
  return { c, asked: () => asked };
}

describe('scheme choice rules', () => {
  const sound = [component('Homework', 30), component('Midterm exam', 30), component('Final exam', 40)];

  it('keeps a sound layout scheme (adds up, reads like graded work)', () => {
    const { c } = candidates(sound, null);
    const chosen = chooseScheme(c);
    expect(chosen.rule).toBe('layout-adds-up-and-reads-well');
    expect(chosen.components).toBe(sound);
    expect(chosen.confidence).toBe(0.9);
  });

  it('takes the finder scheme when it holds every layout component and more', () => {
    const more = [...sound.map((s) => component(s.title, s.weight * 0.9)), component('Quizzes', 10)];
    const chosen = chooseScheme(candidates(sound, finder(more)).c);
    expect(chosen.rule).toBe('finder-extends-layout');
    expect(chosen.components).toBe(more);
    expect(chosen.confidence).toBe(0.85);
  });

  it('takes the finder shares when they cover every layout row and one more, keeping the layout names', () => {
    // A points list normalised alone (three rows of 100 points) and a fourth row below it the finder also read.
    const listed = [
      component('Four quizzes', 33.33, 5),
      component('Mid-term exam', 33.33, 6),
      component('Final', 33.34, 7),
    ];
    const found = [
      component('Quizzes', 25, 5),
      component('Mid-term exam', 25, 6),
      component('Comparisons and essays', 25, 7),
      component('5-7 pages on one work', 25, 9),
    ];
    const chosen = chooseScheme(candidates(listed, finder(found)).c);
    expect(chosen.rule).toBe('finder-covers-layout-rows');
    expect(chosen.components.map((k) => [k.title, k.weight])).toEqual([
      ['Four quizzes', 25],
      ['Mid-term exam', 25],
      ['Final', 25],
      ['5-7 pages on one work', 25],
    ]);
    expect(chosen.confidence).toBe(0.85);
    // A finder that leaves out a layout row, or reads two figures on one row, does not decide.
    expect(chooseScheme(candidates(listed, finder(found.slice(1))).c).rule).toBe('layout-adds-up-and-reads-well');
    const twoOnARow = [...found.slice(0, 3), component('Paper', 25, 7)];
    expect(chooseScheme(candidates(listed, finder(twoOnARow)).c).rule).toBe('layout-adds-up-and-reads-well');
  });

  it('lets a one-component "100 %" rule yield to a scheme of three or more shares', () => {
    const rule = [component('Safety quiz', 100)];
    const chosen = chooseScheme(candidates(rule, finder(sound)).c);
    expect(chosen.rule).toBe('one-component-rule-yields-to-several-shares');
  });

  it('prefers the finder when the layout repeats its own titles (a scheme and its restatement)', () => {
    const echoed = [component('Midterm exam', 50), component('Assignment midterm exam', 50)];
    const chosen = chooseScheme(candidates(echoed, finder(sound)).c);
    expect(chosen.rule).toBe('layout-echoes-schedule');
  });

  it('keeps a layout that adds up but reads poorly unless the finder names read clearly better', () => {
    const prose = [component('the policy stated', 60), component('late penalty applies', 40)];
    expect(chooseScheme(candidates(prose, null).c).rule).toBe('layout-adds-up');
    expect(chooseScheme(candidates(prose, finder(sound)).c).rule).toBe('finder-scheme');
  });

  it('assumes equal shares only when no layout figure exists, and says so by a low confidence', () => {
    const equal = [component('Exam 1', 50), component('Exam 2', 50)];
    const chosen = chooseScheme(candidates([], null, equal).c);
    expect(chosen.rule).toBe('equal-shares-assumed');
    expect(chosen.confidence).toBe(0.5);
    expect(chooseScheme(candidates([], null, []).c).rule).toBe('layout-as-found');
  });

  it('asks the finder even for a sound layout scheme (does it extend it?), and keeps its rules in order', () => {
    const { c, asked } = candidates(sound, null);
    chooseScheme(c);
    expect(asked()).toBeGreaterThan(0);
    expect(schemeChoices.map((r) => r.name)).toEqual([
      'one-component-rule-yields-to-several-shares',
      'finder-extends-layout',
      'finder-covers-layout-rows',
      'finder-over-points-of-own-sum',
      'layout-adds-up-and-reads-well',
      'layout-echoes-schedule',
      'layout-adds-up',
      'finder-scheme',
      'equal-shares-assumed',
      'layout-as-found',
    ]);
  });
});
