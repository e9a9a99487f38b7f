// Collapses a line a long command prints once per item (the Vercel CLI's `Using TypeScript …`,
// once per function) into its first occurrence and a count at the end.

export interface LineFilter {
  /** The line to print for this one, or null to hold it back. */
  line(text: string): string | null;
  /** What to print when the output ends: the count of the lines held back, if any. */
  end(): string | null;
}

export function collapseRepeats(pattern: RegExp, what: string): LineFilter {
  let seen = 0;
  return {
    line(text) {
      if (!pattern.test(text)) return text;
      seen += 1;
      return seen === 1 ? text : null;
    },
    end() {
      return seen > 1 ? `(${what}: printed once above, ${seen} times in all)` : null;
    },
  };
}

/** Feeds a stream's chunks to a filter line by line, writing what it lets through. */
export function filterLines(filter: LineFilter, write: (text: string) => void) {
  let pending = '';
  return {
    push(chunk: string) {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const l of lines) {
        const out = filter.line(l);
        if (out !== null) write(`${out}\n`);
      }
    },
    flush() {
      if (pending) {
        const out = filter.line(pending);
        if (out !== null) write(`${out}\n`);
        pending = '';
      }
    },
  };
}
