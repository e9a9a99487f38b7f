// npm run build:vercel prints the CLI's per-function `Using TypeScript` line once.
import { describe, expect, it } from 'vitest';
import { collapseRepeats, filterLines } from '../../scripts/repeated-lines.js';

describe('collapseRepeats', () => {
  it('lets the first matching line through, holds back the rest and counts them at the end', () => {
    const printed: string[] = [];
    const filter = collapseRepeats(/^Using TypeScript /, 'Using TypeScript, once per function');
    const lines = filterLines(filter, (t) => printed.push(t));
    const typescript = 'Using TypeScript 5.9.3 (local user-provided)\n';
    lines.push('Vercel CLI 60.1.3\n');
    // 52 functions, in chunks that split lines anywhere.
    const all = typescript.repeat(52);
    for (let i = 0; i < all.length; i += 37) lines.push(all.slice(i, i + 37));
    lines.push('Build Completed in .vercel/output');
    lines.flush();
    const summary = filter.end();
    expect(printed).toEqual([
      'Vercel CLI 60.1.3\n',
      'Using TypeScript 5.9.3 (local user-provided)\n',
      'Build Completed in .vercel/output\n',
    ]);
    expect(printed.filter((l) => l.startsWith('Using TypeScript'))).toHaveLength(1);
    expect(summary).toBe('(Using TypeScript, once per function: printed once above, 52 times in all)');
  });

  it('says nothing at the end when the line came once or never', () => {
    const filter = collapseRepeats(/^x/, 'x');
    filter.line('x once');
    expect(filter.end()).toBeNull();
  });
});
