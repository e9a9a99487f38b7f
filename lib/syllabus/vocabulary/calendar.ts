// Month and weekday words of the languages outlines are written in, as regular-expression alternations: the
// one list the rules that find dates, dated rows and week spans take them from. Abbreviations match the start
// of the full name ("sept", "Tuesday"), so a rule adds `[a-z]*` where it reads either.

export const MONTH_ABBREVIATIONS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';
export const WEEKDAY_ABBREVIATIONS = 'mon|tue|wed|thu|fri|sat|sun';
export const ENGLISH_MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
export const ENGLISH_WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
export const SPANISH_MONTHS =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
export const FRENCH_MONTHS =
  'janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre';
/** The Portuguese names that are not Spanish ones too ("abril", "agosto" are both). */
export const PORTUGUESE_MONTHS = 'janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|dezembro';
