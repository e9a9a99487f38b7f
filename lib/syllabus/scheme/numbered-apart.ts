// (numbered-members-differ) A block of the layout reader closes where a component is stated again in another
// form (a summary table, then "Assignments (30%)" heading its details), judged by the same name words, weight and
// unit from another origin. Numbers are no name words, so "Paper #1 | 20%" and "Paper #2 | 20%", each row a table
// of its own (a page's table converted one row at a time) or one a list item and the next a line, read as one
// component stated twice and the scheme was cut between them. Names that both carry numbers, and not the same
// ones, are two members: neither restates the other. Plain scans of two short titles.

/** The numbers a name carries, in order ("Paper #2" → "2"; "Exam II" carries none). */
function numbersOf(title: string): string {
  return (title.match(/\d{1,4}/g) ?? []).join(' ');
}

/** Whether two names are told apart by their numbers ("Paper #1", "Paper #2"); a name without one never is. */
export function numberedApart(a: string, b: string): boolean {
  const x = numbersOf(a);
  const y = numbersOf(b);
  return x !== '' && y !== '' && x !== y;
}
