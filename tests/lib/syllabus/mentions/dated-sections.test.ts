// Dates a section gives the work it names: a session heading with a hyphenated number above the item
// ("## Session-6: Thursday, October 9, 2025" / "* Exam-1, in-class"), and an item's heading whose
// labelled facts sit in deeper headings below it ("## Final Exam:" / "### 🍎 Date: …").
// Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const text = [
  'Grading',
  '',
  'Item | Weight',
  '-----|-------',
  'Exam-1 | 40%',
  'Final Exam | 60%',
  '',
  '## Final Exam:',
  '',
  '### 🍎 Date: Thursday, December 11, 2025 (12/11/2025)',
  '',
  '### 🍎 Time: 5:45 PM - 7:45 PM',
  '',
  '### 🍎 Location: Room 306',
  '',
  '## Session-6: Thursday, October 9, 2025',
  '',
  '* Exam-1, in-class',
  '* Closed books',
].join('\n');

describe('dated sections', () => {
  const items = parseSyllabus(text, { fallbackYear: 2025 });
  const due = (title: string) => items.find((i) => i.title === title)?.due?.date ?? null;

  it('dates an item under a "Session-6:" heading by the heading', () => {
    expect(due('Exam-1')).toBe('2025-10-09');
  });

  it('reads the "Date:" fact heading under an item heading, and the "Time:" one below it', () => {
    expect(due('Final Exam')).toBe('2025-12-11');
    expect(items.find((i) => i.title === 'Final Exam')?.due?.time).toBe('17:45');
  });
});
