// A component described in a sentence keeps the capitalised words of its name ("A Multiple Choice Question
// test for the duration of 1 hour, that will count 30%"); a cell of parts joined by " + " is named by the first. Every outline here is invented for these tests.
import { describe, expect, it } from 'vitest';
import { tidyTitle } from '../../../../lib/syllabus/scheme/layout.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('capitalised names in prose', () => {
  it('keeps the capitalised words just before the noun, not an article or a part label', () => {
    expect(tidyTitle('Part A – A Multiple Choice Question test for the duration of 1 hour, that will count')).toBe(
      'Multiple Choice Question test',
    );
    expect(tidyTitle('There will be a written exam at the end of the semester which covers all the lectures')).toBe(
      'written exam',
    );
  });

  it('names a long cell of parts joined by " + " by its first part, reading responses included', () => {
    expect(
      tidyTitle(
        'Reading Responses + First Draft of Initial Essay, First Draft of Proposal, Weekly Statements and Revision Plan',
      ),
    ).toBe('Reading Responses');
  });

  it('names a share written first by what comes after "for"', () => {
    expect(tidyTitle('for class participation (attendance, discussions)')).toBe('class participation');
    expect(tidyTitle('for the two discussion papers')).toBe('two discussion papers');
  });

  it('names the components of a two-part assessment', () => {
    const items = parseSyllabus(`BMS 353 Assessment

* Part A – A Multiple Choice Question test for the duration of 1 hour, that will count 30% of the final grade
* Part B – A notebook with the implementation of allocated projects that will count for 70% of the final grade.
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Multiple Choice Question test', 30],
      ['projects', 70],
    ]);
  });
});
