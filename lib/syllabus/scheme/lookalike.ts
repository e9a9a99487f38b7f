// Look-alikes of a grading share in the languages outlines are written in: a late penalty, a
// deduction or a cap on what can be taken off ("Pénalité de 10 % par jour de retard", "Jusqu'à 10 %
// des points … retirés", "penalización del 20 % por día de retraso", "Abzug von 5 % pro Tag").
// A figure qualified by one of these words is a rule about marks, never a component of the grade.
// English has its own lists in scheme.ts and shares.ts; these are the other languages' words.
// No nested quantifiers: each alternative is a fixed word or a word stem, tested on a short window.
const PENALTY_WORDS = [
  // French
  'pénalit',
  'penalit',
  'retard',
  'par jour',
  "jusqu'à",
  'jusqu’à',
  'retir',
  'retranch',
  'déduct',
  'déduit',
  'enlev',
  'perte de',
  // Spanish
  'penaliza',
  'retraso',
  'por día',
  'por dia',
  'hasta un',
  'como máximo',
  'descuent',
  // Portuguese
  'penalidade',
  'atraso',
  'desconto',
  'até ',
  'no máximo',
  // Italian
  'penalità',
  'ritardo',
  'al giorno',
  'fino a',
  // German
  'abzug',
  'verspätung',
  'pro tag',
  'bis zu',
  'höchstens',
];

/** Whether a window of text around a figure states a penalty, deduction or cap in a language other than English. */
export function isPenaltyOrCap(window: string): boolean {
  const t = window.toLowerCase();
  for (const w of PENALTY_WORDS) {
    let at = t.indexOf(w);
    while (at >= 0) {
      // The word must start a word ("retard", not "bretardé"; "resta" not "presta").
      if (at === 0 || !/\p{L}/u.test(t[at - 1]!)) return true;
      at = t.indexOf(w, at + 1);
    }
  }
  return false;
}
