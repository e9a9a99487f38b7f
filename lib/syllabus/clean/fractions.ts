// Shares written as fractions that open their lines ("(1/3)  Participation.", "(1/3)  Quizzes.",
// "(1/3)  Project."): rewritten as percentages ("33.33%") so every scheme reader reads them. Only when the
// lines so opened are few and their fractions make the whole exactly: a schedule's dates ("1/3 Lecture",
// "1/5 Lab") never add up to one. Linear: one pass over the lines.

const LEAD = /^(\s*(?:[-*•]\s+)?)\(?([1-9])\s?\/\s?([2-9]|10)\)?(?=\s+\p{Lu})/u;

export function fractionShares(text: string): string {
  if (!text.includes('/')) return text;
  const lines = text.split('\n');
  const found: { line: number; num: number; den: number; match: RegExpExecArray }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = LEAD.exec(lines[i]!);
    if (!m) continue;
    const num = Number(m[2]);
    const den = Number(m[3]);
    if (num >= den) continue;
    found.push({ line: i, num, den, match: m });
    if (found.length > 8) return text;
  }
  if (found.length < 2) return text;
  const sum = found.reduce((s, f) => s + f.num / f.den, 0);
  if (Math.abs(sum - 1) > 1e-9) return text;
  for (const f of found) {
    const percent = Math.round((f.num / f.den) * 10000) / 100;
    lines[f.line] = `${f.match[1]}${percent}%${lines[f.line]!.slice(f.match[0].length)}`;
  }
  return lines.join('\n');
}

// (inline-fraction-shares) Shares written as fractions inside a paragraph's lines: "The formula is 1/3 for
// participation, 1/3 for the first essay and 1/3 for the second", "Midterm (1/4 of the grade)". Rewritten as
// percentages where the paragraph's fractions make the whole exactly and the paragraph speaks of grading, or
// where the fraction is said to be of the grade. A fraction after a number ("8 1/2 x 11", "33 1/3") or joined to
// a word or a date by a hyphen or slash is none. Linear: one pass over the lines, one regex scan per paragraph.
const INLINE = /(?<![\d/.,-]|\d\s)([1-9])\s?\/\s?([2-9]|10)(?![\d/-])/g;
const OF_THE_GRADE = /^\)?\s+of\s+(?:the\s+|your\s+)?(?:(?:final|course|total|overall)\s+)?grade\b/i;
const PENALTY =
  /\b(?:late|absen\w*|miss\w*|lower\w*|demot\w*|penal\w*|deduct\w*|loss|lose|drop\w*|reduc\w*|of a (?:letter )?grade)\b/i;
const PART_OF_WORK =
  /^\)?\s+of\s+(?:the|each|your|every|an?)\s+(?:exams?|tests?|papers?|essays?|quiz(?:zes)?|questions?|reports?)\b/i;
const GRADING = /\b(?:grad(?:e|es|ed|ing)|evaluat\w*|assess\w*|weigh\w*|counts?|worth|formula)\b/i;

export function inlineFractionShares(text: string): string {
  if (!text.includes('/')) return text;
  const lines = text.split('\n');
  let changed = false;
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && lines[i]!.trim()) continue;
    if (i > start) {
      const block = lines.slice(start, i).join('\n');
      const next = block.includes('/') ? fractionsOfBlock(block) : block;
      if (next !== block) {
        lines.splice(start, i - start, ...next.split('\n'));
        changed = true;
      }
    }
    start = i + 1;
  }
  return changed ? lines.join('\n') : text;
}

function fractionsOfBlock(block: string): string {
  const found: { index: number; length: number; num: number; den: number; ofGrade: boolean }[] = [];
  for (const m of block.matchAll(INLINE)) {
    const num = Number(m[1]);
    const den = Number(m[2]);
    if (num >= den) continue;
    const end = m.index + m[0].length;
    // "Four absences lower your grade by 1/3 of a grade": a penalty, not a share.
    // "1/3 of the exam is identification", "2/3 of the paper should be summary": a part of one work, not a share.
    if (
      PENALTY.test(block.slice(Math.max(0, m.index - 50), Math.min(block.length, end + 30))) ||
      PART_OF_WORK.test(block.slice(end, end + 40))
    )
      return block;
    found.push({
      index: m.index,
      length: m[0].length,
      num,
      den,
      ofGrade: OF_THE_GRADE.test(block.slice(end, end + 40)),
    });
    if (found.length > 8) return block;
  }
  if (!found.length) return block;
  const sum = found.reduce((s, f) => s + f.num / f.den, 0);
  const whole = found.length >= 2 && Math.abs(sum - 1) < 1e-9 && GRADING.test(block);
  let out = '';
  let at = 0;
  for (const f of found) {
    if (!whole && !f.ofGrade) continue;
    out += `${block.slice(at, f.index)}${Math.round((f.num / f.den) * 10000) / 100}%`;
    at = f.index + f.length;
  }
  return at ? out + block.slice(at) : block;
}
