// (weekday-led-day-rows) The one reader of schedule rows that open on a weekday and a day of the month
// ("Th 5 Mid-Term", "Tues. 10 Quiz"): the month-heading rule dates them, the confidence bound counts them to tell
// an outline that prints a calendar. Invented examples.
import { describe, expect, it } from 'vitest';
import { printsCalendar } from '../../../../lib/syllabus/confidence/bounds.js';
import { weekdayLed } from '../../../../lib/syllabus/vocabulary/calendar.js';

describe('weekday-led rows', () => {
  it('reads the weekday and the day a row opens with', () => {
    expect(weekdayLed('Th 5 Mid-Term Examination')).toEqual({ weekday: 4, day: 5, rest: ' Mid-Term Examination' });
    expect(weekdayLed('Tues. 10 Quiz')).toMatchObject({ weekday: 2, day: 10 });
    expect(weekdayLed('R 12, 11:00-1:00 Final')).toMatchObject({ weekday: 4, day: 12 });
    expect(weekdayLed('MONDAY 3 Lab')).toMatchObject({ weekday: 1, day: 3 });
    expect(weekdayLed('Sa 31')).toMatchObject({ weekday: 6, day: 31, rest: '' });
  });

  it('reads no weekday from grades, plurals, other words, hours or days out of range', () => {
    for (const line of [
      'F 59 or below',
      'F 60-69',
      'Tuesdays 5 to 7',
      'MONSTER 3',
      'th 5 x',
      'Th 10:30',
      'M 9/14',
      'W 32 x',
      'T 0 x',
    ])
      expect(weekdayLed(line), line).toBeNull();
  });

  it('counts such rows, under their Markdown marks, as a printed calendar', () => {
    const rows = ['October', '| Tu 7 | The colonies |', '* **Th 9** Midterm', '> T 14 Revolution'];
    expect(printsCalendar(rows.join('\n'))).toBe(true);
    expect(printsCalendar(rows.slice(0, 3).join('\n'))).toBe(false);
  });
});
