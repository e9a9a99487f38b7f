// A web server's traffic report ("/cgi-bin/directall  0.39%") and a job listing ("100% FTE") are no outline: no
// scheme of paths or of working time. A path among real components is dropped. Invented pages.
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

  it('answers an access log of the hours of a day with no items', () => {
    const log = `## Hourly report

| Last request | %reqs | Hour |
|---|---|---|
| 30/Apr/01 23:43 | 11.20% | 0 |
| 30/Apr/01 22:57 | 9.10% | 1 |
| 29/Apr/01 23:31 | 24.50% | 2 |
| 30/Apr/01 21:12 | 30.20% | 3 |
| 30/Apr/01 23:59 | 25.00% | 4 |
`;
    expect(readSyllabus(log, { fallbackYear: 2001 }).items).toEqual([]);
  });

  it('keeps the real components beside a path', () => {
    const items = readSyllabus('Grading\n- Midterm: 30%\n- Final exam: 50%\n- Labs: 15%\n- /labs/index.html: 5%\n', {
      fallbackYear: 2025,
    }).items;
    expect(items.map((i) => i.title)).toEqual(['Midterm', 'Final exam', 'Labs']);
  });
});

describe('a share of working time', () => {
  it('is no share of a grade ("100% FTE" in a job listing)', () => {
    const listing = `Positions

**INFORMATION TECHNOLOGY SPECIALIST** ; Position No. 77108T; College of Engineering, Local Technical
Assistance Program; 100% FTE, temporary, federal funds, to begin approximately 01/02/2002.
`;
    expect(readSyllabus(listing, { fallbackYear: 2002 }).items).toEqual([]);
  });
});
