// A sitting for students who missed or failed an item ("Sick test", "make-up exam", "deferred
// examination", "prueba recuperativa", "examen de rattrapage", "Nachklausur"), or one that counts for
// nothing ("practice test", "mock exam"), is dated in many outlines next to the item itself; its date
// is never the item's. A word list over a short window of the clause before the name.
const MAKE_UP =
  /\b(?:sick|practice|mock|make-?up|makeup|deferred|supplementary|supp|re-?sit|re-?take|re-?write|repeat|replacement|alternative sitting|recuperativ[ao]s?|recuperaci[oó]n|rattrapage|reprise|nachklausur|nachpr[uü]fung|wiederholungs\w*)\b/i;

/** Whether the words around an item's name make it a make-up sitting rather than the item. */
export function isMakeUp(before: string, name: string): boolean {
  // Only the clause the name sits in: "No make-up exams. Quiz 3 is due …" does not make Quiz 3 one.
  const stop = Math.max(
    before.lastIndexOf('.'),
    before.lastIndexOf(';'),
    before.lastIndexOf(':'),
    before.lastIndexOf('!'),
    before.lastIndexOf('?'),
  );
  return MAKE_UP.test(`${before.slice(stop + 1)} ${name}`);
}
