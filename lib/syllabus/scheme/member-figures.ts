// One name weighed by a list of figures, one for each of its members: "Quizzes: 5% 5% 10% 10%",
// "3 tests (15%, 20%, 25%)", "Two reviews: 15% and 15%", "Essays | 20% + 20% = 40%", "the tests count
// for 30% (test #1), 30% (test #2) and 20% (test #3)". The share finder reads each figure as a share of
// its own, the later ones named by nothing ("And 15%"), and no run of them adds up; read as the one
// figure they make (the stated total where the list gives one), the name weighs its whole. A list that
// restates a figure of the same line ("20% worksheets (7.5% and 12.5%)") is the whole's breakdown: it is
// dropped. Line by line, the same number of lines; the regexes have bounded gaps and no nested
// unbounded quantifier.

const FIG = String.raw`\d{1,3}(?:\.\d{1,2})?[ \t]?%`;
// A short tag naming the member a figure weighs: "30% (test #1), 30% (test #2)".
const TAG = String.raw`(?:[ \t]{0,2}\([^()\n%]{1,20}\))?`;
const SEP = String.raw`(?:[ \t]{0,2}(?:,|;|\+|&|\band\b|,[ \t]{0,2}and\b)[ \t]{0,2}|[ \t]{1,3})`;
const LIST = new RegExp(
  String.raw`(?<![\d.,/-])${FIG}${TAG}(?:${SEP}${FIG}${TAG}){1,11}(?:[ \t]{0,3}=[ \t]{0,3}(${FIG}))?`,
  'g',
);
const FIGURE = /(\d{1,3}(?:\.\d{1,2})?)[ \t]?%/g;
// What may follow the list: the end of the line or of a clause, "of the grade", a bracket.
const AFTER = /^[ \t]*(?:$|[).;,\]|*_-]|of\b|respectively\b)/i;
// A word before the list: the name it weighs.
const NAMED = /[A-Za-z]{3}/;

/** The lines with each member list read as the one figure it makes (the same number of lines, in order). */
export function memberFigures(lines: string[]): string[] {
  return lines.map((line) => {
    if (line.indexOf('%') < 0 || line.length > 2000) return line;
    return line.replace(LIST, (list: string, stated: string | undefined, at: number) => {
      if (!AFTER.test(line.slice(at + list.length, at + list.length + 12))) return list;
      if (!NAMED.test(line.slice(Math.max(0, at - 80), at))) return list;
      const body = stated ? list.slice(0, list.lastIndexOf('=')) : list;
      const values = [...body.matchAll(FIGURE)].map((m) => Number(m[1]));
      // Figures set apart by spaces alone may be columns (a flattened table's two schemes side by side):
      // three or more, or a joining word, say they are one name's members.
      if (values.length < 3 && !/[,;+&]|\band\b/i.test(body)) return list;
      const sum = Math.round(values.reduce((a, v) => a + v, 0) * 100) / 100;
      const whole = stated ? Number(/\d{1,3}(?:\.\d{1,2})?/.exec(stated)![0]) : sum;
      if (whole > 100 || Math.abs(whole - sum) > 0.6) return list;
      // The rest of the line states this whole already: the list is its breakdown.
      const others = `${line.slice(0, at)} ${line.slice(at + list.length)}`;
      for (const m of others.matchAll(FIGURE)) if (Math.abs(Number(m[1]) - whole) < 0.01) return '';
      return `${whole}%`;
    });
  });
}
