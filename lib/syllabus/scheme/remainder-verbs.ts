// Rule remaining-share-assessed-or-is-the-work: more verbs that name the work a share placed last is for, after the
// ones of remaining-share-named-after ("will consist of", "will be based on"): "The remaining 20% will be assessed on
// the basis of attendance and participation" (assessed, evaluated, graded or judged, on the basis of, on or by), and
// "The remaining forty (40) percent will be the examination" (the share is the work itself: "will be" then an article
// or a possessive and the work). Read only after a figure the words before it place last ("the remaining", "the
// final") or that opens its sentence, as the rule it extends, and kept only when what follows names graded work.
// Bounded alternation, no nested unbounded quantifier.

/** The verb phrases (a regex source, no capture) after which a share placed last is named. */
export const REMAINDER_VERB_MORE = String.raw`(?:be|is|are)\s+(?:assessed|evaluated|graded|judged|measured)\s+(?:on\s+the\s+basis\s+of|on|by|through)|(?:be|is|are)(?=\s+(?:the|your|a|an)\s)`;
