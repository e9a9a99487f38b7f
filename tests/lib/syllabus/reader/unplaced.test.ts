// Dated deliverables that fit no component of the scheme are offered apart (`unplaced`), never dropped
// and never added to the scheme's weights; each item's date carries its own confidence.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = [
  'Grading',
  '- Essays (2): 50%',
  '- Final exam: 50%',
  '',
  'Schedule',
  '- Essay 1 due October 2, 2026',
  '- Essay 2 due November 6, 2026',
  '- Field trip report due October 16, 2026',
  '- Final exam: December 10, 2026',
].join('\n');

describe('unplaced deliverables', () => {
  it('lists a dated deliverable no component holds, with its line, and keeps the scheme whole', () => {
    const reading = readSyllabus(OUTLINE);
    expect(reading.items.map((i) => [i.title, i.weight, i.due?.date ?? null])).toEqual([
      ['Essay 1', 25, '2026-10-02'],
      ['Essay 2', 25, '2026-11-06'],
      ['Final exam', 50, '2026-12-10'],
    ]);
    expect(reading.unplaced).toEqual([
      {
        title: 'Field trip report',
        due: { date: '2026-10-16', time: null },
        line: 7,
        source: '- Field trip report due October 16, 2026',
      },
    ]);
  });

  it('gives each item a date confidence: an undated item is fairly surely undated (a sitting less so), a date found less surely right', () => {
    const reading = readSyllabus(OUTLINE);
    for (const i of reading.items) expect(i.dueConfidence).toBeGreaterThan(0.5);
    const undated = readSyllabus('Grading: Essays 50%, Final exam 50%').items;
    expect(undated.map((i) => i.dueConfidence)).toEqual([0.85, 0.75]);
  });

  it('offers every dated deliverable when no grading scheme is recognised, and answers no items', () => {
    const reading = readSyllabus(
      OUTLINE.split('\n')
        .filter((l) => !/%/.test(l))
        .join('\n'),
    );
    expect(reading.items).toEqual([]);
    expect(reading.warnings).toEqual(['No grading scheme was recognised: add the items by hand.']);
    expect(reading.unplaced?.map((u) => [u.title, u.due.date])).toEqual([
      ['Essay 1', '2026-10-02'],
      ['Essay 2', '2026-11-06'],
      ['Field trip report', '2026-10-16'],
      ['Final exam', '2026-12-10'],
    ]);
  });

  it('is absent when every dated deliverable is placed', () => {
    expect(
      readSyllabus(
        OUTLINE.split('\n')
          .filter((l) => !/trip/.test(l))
          .join('\n'),
      ).unplaced,
    ).toBeUndefined();
  });
});
