// Words that tie a clock time to a kind of work in the languages outlines are written in: handing
// in ("remis avant 17 h", "entrega hasta las 23:59", "Abgabe bis 12:00 Uhr") and sitting ("Quizzes
// will be held … 08:00", "Die Testate finden … um 09:45 Uhr statt", "les examens ont lieu à 9 h").
// English deadline words live in deadlines.ts; these extend them. Fixed alternatives only.
export const MORE_DEADLINE_WORDS =
  /\b(?:held|takes? place|sat|remise?s?|remettre|rendre|compl[ée]t[ée]e?s?|d[ée]p[ôo]t|ont lieu|a lieu|entrega(?:r|do|da|s)?|hasta las|se rinden?|se realizan?|abgabe|abzugeben|einzureichen|f[äa]llig|finden|findet)(?![\p{L}])/iu;

/** A clock written with an "h" and spaces ("18 h 30", "avant 17 h", "um 9 Uhr"). */
export const SPACED_CLOCK = /\d ?h ?\d\d|\b(?:avant|à|hasta|um|bis)\s+\d{1,2} ?(?:h|uhr)\b/i;

/**
 * Words by which a line naming work under a day says the work is not due that day: it falls later ("Quiz 2 next
 * week", "the following Monday") or is only handed out or back then ("Paper 2 assigned", "Exam 1 returned").
 */
export const NOT_DUE_THAT_DAY =
  /\b(?:next|following|upcoming|assigned|handed|distributed|posted|released|returned|given out)\b/i;
