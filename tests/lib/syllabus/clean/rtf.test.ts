// A page that is a Rich Text file saved as it was: its paragraphs, tabs and cells are control words.
// Invented examples.
import { describe, expect, it } from 'vitest';
import { rtfSource } from '../../../../lib/syllabus/clean/rtf.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const TABBED = String.raw`{\rtf1\ansi\deff0{\fonttbl{\f0\froman Times New Roman;}}{\colortbl;\red0\green0\blue0;}
{\info{\title Course outline}}{\b\f0 Grading\par }{\f0 Homework:\tab 40% \par Midterm
exam:\tab 30% \par Final exam:\tab 30% \par }{\\*\bkmkstart end}}`;

const LISTED = String.raw`{\rtf1\ansi\deff0{\fonttbl{\f0\froman Times New Roman;}}
{\b\f0 GRADING \par }{\f0 \par The grade is computed as follows: \par \par 30%--homework
\par 30%--midterm exam \par 40%--final exam \par \par }}`;

describe('rtf source', () => {
  it('writes one line per paragraph, a tab as a gap, and leaves out the tables and destinations', () => {
    expect(rtfSource(TABBED)).toBe('Grading\nHomework:    40%\nMidterm exam:    30%\nFinal exam:    30%\n');
  });

  it('leaves a page that is not a Rich Text file as it is', () => {
    const text = 'Grading: homework 40% \\par midterm 60%';
    expect(rtfSource(text)).toBe(text);
  });

  it('lets the scheme be read', () => {
    expect(parseSyllabus(LISTED, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([
      ['homework', 30],
      ['midterm exam', 30],
      ['final exam', 40],
    ]);
  });
});
