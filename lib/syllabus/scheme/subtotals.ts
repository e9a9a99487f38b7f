// Schemes written as an outline of sub-totals: "Projects 20%" followed by the projects that share
// it ("Project 1 10%, Project 2 50%, Project 3 40%" of the projects' mark), or "Exams 70%" followed
// by "Midterm 30%, Final 40%". Read flat, such a list adds up to far more than the whole; each
// parent replaced by its parts gives the scheme. Bounded work: each entry looks at most MAX_PARTS
// entries ahead.

const MAX_PARTS = 12;

interface Share {
  value: number;
  unit: string;
}

/**
 * The list with every parent replaced by the parts that follow it: parts that add up to the parent
 * are shares of the whole already; parts that add up to 100 % share the parent out and are scaled
 * to it (and must each belong to it). Null when no entry is followed by its parts.
 */
export function expandSubtotals<T extends Share>(
  list: T[],
  scaled: (part: T, factor: number) => T,
  belongs: (part: T, parent: T) => boolean,
): T[] | null {
  const out: T[] = [];
  let found = false;
  for (let i = 0; i < list.length; i++) {
    const parent = list[i]!;
    let sum = 0;
    let parts = 0;
    let relative = false;
    for (let k = i + 1; k < list.length && k - i <= MAX_PARTS; k++) {
      const part = list[k]!;
      if (part.unit !== parent.unit) break;
      sum += part.value;
      if (k - i < 2) continue;
      if (Math.abs(sum - parent.value) <= 0.01) {
        parts = k - i;
        break;
      }
      // Parts that share the parent out as 100 % must each be of the parent's own work ("Project 1x" of "Projects").
      if (parent.unit === '%' && parent.value < 100 && Math.abs(sum - 100) <= 0.01) {
        if (list.slice(i + 1, k + 1).every((p) => belongs(p, parent))) {
          parts = k - i;
          relative = true;
        }
        break;
      }
      if (sum > Math.max(parent.value, 100)) break;
    }
    if (!parts) {
      out.push(parent);
      continue;
    }
    found = true;
    for (let k = i + 1; k <= i + parts; k++) out.push(relative ? scaled(list[k]!, parent.value / 100) : list[k]!);
    i += parts;
  }
  return found ? out : null;
}

/**
 * The list without footer sub-totals ("Lecture total 65%" after the lecture's parts): an entry
 * marked as a total whose value is what the entries since the previous one add up to. Null when
 * there is none.
 */
export function withoutFooterTotals<T extends Share>(list: T[], isTotal: (e: T) => boolean): T[] | null {
  const out: T[] = [];
  let sum = 0;
  let since = 0;
  let found = false;
  for (const e of list) {
    if (isTotal(e) && since >= 2 && Math.abs(sum - e.value) <= 0.01) {
      found = true;
      sum = 0;
      since = 0;
      continue;
    }
    out.push(e);
    sum += e.value;
    since++;
  }
  return found ? out : null;
}
