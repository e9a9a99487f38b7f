// Points printed only on a schedule's dated exam rows, the papers the schedule dates carrying none, and no total
// stated: no scheme (points-strewn-in-schedule-rows). Invented examples of the form real outlines use.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const scheme = (src: string) => readSyllabus(src, { fallbackYear: 2027 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

const schedule = (paperLine: string, total: string[] = []) =>
  [
    'Schedule of readings',
    '',
    'Mon Sep 06 - Introduction: the short story',
    '',
    'Wed Sep 15 - Quiz One (50 points)',
    '',
    'Mon Sep 20 - Chekhov and Mansfield',
    '',
    paperLine,
    '',
    'Mon Oct 04 - Joyce, Dubliners',
    '',
    'Wed Oct 13 - Midterm Exam (120 points)',
    '',
    'Mon Oct 18 - Hemingway',
    ...total,
  ].join('\n');

describe('points strewn in schedule rows', () => {
  it('reads no scheme when a dated paper carries no points and no total is stated', () => {
    expect(scheme(schedule('Wed Sep 29 - Carver. Essay 1 due in class'))).toEqual([]);
  });

  it('keeps the points when the dated paper carries its own', () => {
    expect(scheme(schedule('Wed Sep 29 - Carver. Essay 1 due in class (80 points)')).length).toBe(3);
  });

  it('keeps the points when the page states their total', () => {
    expect(scheme(schedule('Wed Sep 29 - Carver. Essay 1 due in class', ['', 'Total: 170 points'])).length).toBe(2);
  });
});
