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
