// A web server's traffic report ("/cgi-bin/directall  0.39%") is no outline: no scheme of paths. A path among
// real components is dropped. Invented pages.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('paths are no components', () => {
  it('answers a traffic report with no items', () => {
    const report = `## March 1999 Stats

Printing all requested files with at least 100 requests.

     #reqs: %bytes: file
    ------  ------  ----
    328119: 11.88%: /
     44773:  0.39%: /cgi-bin/directall
     21772:  0.88%: /search/
     20601:  0.78%: /acadprog/
     10501:  2.80%: /ocp/summer/docs/99chs.pdf
      9094:  0.23%: /vcu/faculty/
`;
    expect(readSyllabus(report, { fallbackYear: 1999 }).items).toEqual([]);
  });

  it('keeps the real components beside a path', () => {
    const items = readSyllabus('Grading\n- Midterm: 30%\n- Final exam: 50%\n- Labs: 15%\n- /labs/index.html: 5%\n', {
      fallbackYear: 2025,
    }).items;
    expect(items.map((i) => i.title)).toEqual(['Midterm', 'Final exam', 'Labs']);
  });
});
