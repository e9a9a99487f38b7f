// A university's calendar day starts at its own midnight.
import { describe, expect, it } from 'vitest';
import { EASTERN, startOfDay } from '../../lib/directory/time-zone.js';

describe('startOfDay', () => {
  it('is local midnight in Eastern time, standard and daylight', () => {
    expect(new Date(startOfDay(2018, 12, 4, EASTERN)).toISOString()).toBe('2018-12-04T05:00:00.000Z');
    expect(new Date(startOfDay(2019, 4, 14, EASTERN)).toISOString()).toBe('2019-04-14T04:00:00.000Z');
  });

  it('rolls a day past the month’s end over, and settles the days of the daylight-saving changes', () => {
    expect(new Date(startOfDay(2018, 8, 32, EASTERN)).toISOString()).toBe('2018-09-01T04:00:00.000Z');
    expect(new Date(startOfDay(2026, 3, 8, EASTERN)).toISOString()).toBe('2026-03-08T05:00:00.000Z'); // clocks go forward at 2:00
    expect(new Date(startOfDay(2026, 3, 9, EASTERN)).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(new Date(startOfDay(2026, 11, 1, EASTERN)).toISOString()).toBe('2026-11-01T04:00:00.000Z'); // back at 2:00
    expect(new Date(startOfDay(2026, 11, 2, EASTERN)).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('is UTC midnight in UTC', () => {
    expect(startOfDay(2026, 1, 1, 'UTC')).toBe(Date.UTC(2026, 0, 1));
  });
});
