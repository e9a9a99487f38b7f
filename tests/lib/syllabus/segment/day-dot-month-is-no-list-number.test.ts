// "10. Februar 2026 Klausur": a day written the German way opens the line; it is no tenth point of a list.
// Invented lines.
import { describe, expect, it } from 'vitest';
import { segment } from '../../../../lib/syllabus/segment/lines.js';

describe('a day with a dot before a month', () => {
  it('keeps the day in the line text', () => {
    const [line] = segment('10. Februar 2026 Klausur (50 %)');
    expect(line!.type).not.toBe('bullet');
    expect(line!.text).toContain('10. Februar');
  });

  it('still reads a numbered point before other words', () => {
    const [line] = segment('10. Final exam (50 %)');
    expect(line!.type).toBe('bullet');
    expect(line!.text).toBe('Final exam (50 %)');
  });
});
