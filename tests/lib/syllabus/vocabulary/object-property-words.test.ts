// Words that every plain object answers to ("constructor", "toString", "__proto__") are words like any other in an
// outline: the vocabulary's tables (lib/syllabus/vocabulary/table.ts) have no prototype, so none of them is a key.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { wordTable } from '../../../../lib/syllabus/vocabulary/table.js';

const WORDS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'];

describe('words named like the properties of an object', () => {
  it('are no keys of a word table', () => {
    const table = wordTable({ hw: 'homework' });
    for (const w of WORDS) expect(table[w]).toBeUndefined();
    expect(table.hw).toBe('homework');
  });

  it.each(WORDS)('are read as words in a component name and a schedule row ("%s")', (word) => {
    const text = [
      'Grading',
      `Quiz ${word} 10%`,
      'Midterm 40%',
      'Final exam 50%',
      '',
      'Schedule',
      `Oct 3, 2025 ${word.toUpperCase()} EXAM`,
      `Oct 10, 2025 Midterm (${word})`,
    ].join('\n');
    const reading = readSyllabus(text, { fallbackYear: 2025 });
    expect(reading.failure).toBeUndefined();
    expect(reading.items.map((i) => i.weight)).toEqual([10, 40, 50]);
    expect(reading.items.find((i) => i.kind === 'midterm')?.due?.date).toBe('2025-10-10');
  });
});
