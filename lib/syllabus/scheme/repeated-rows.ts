// Two pieces of work of one name in one table: "Group paper | 15%" three rows running (each due on its own
// date), "Short-answer exam | 15%" then "Short-answer exam | 20%". The share finder ends a run where a name
// comes back, since a scheme restated (a summary, then its detail) repeats its names; but a restatement
// comes back after the whole it restates, not on the next row of the same table. A name repeated by the row
// right after the run's last share, in the same stream, both rows of a table (cells between "|" or tabs), is a
// second member. (In running lines a repeated name is more often a figure named by the line above it.)

const ROW = /\S[ \t]*[|\t][ \t]*\S/;

export interface RunShare {
  title: string;
  line: number;
  stream: number;
}

/** Whether `next` names again a share already in `run` (the run ends there), not the next member of the same name. */
export function restatesRun(run: readonly RunShare[], next: RunShare, raw: readonly string[]): boolean {
  const title = next.title.toLowerCase();
  if (!run.some((r) => r.title.toLowerCase() === title)) return false;
  const last = run[run.length - 1]!;
  return !(
    last.title.toLowerCase() === title &&
    last.stream === next.stream &&
    next.line > last.line &&
    next.line - last.line <= 2 &&
    ROW.test(raw[last.line] ?? '') &&
    ROW.test(raw[next.line] ?? '')
  );
}
