// Ticket access: a failed caseId + token check should cost the same whether the case exists
// (wrong token) or not (dummy hash), and a reply should be a fixed number of statements.
// Prints medians and their ratio, never a pass/fail time.
import type { DataBench } from '../data-harness.js';
import { ApiError } from '../../../lib/errors.js';
import { checkTicket, openTicket, replyToTicket } from '../../../lib/tickets/visitor.js';

const ROUNDS = 200;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const bench: DataBench = {
  name: 'tickets',
  async run({ sql, time }) {
    const ticket = await openTicket(sql, '192.0.2.1', { email: 'bench@example.com', message: 'bench' });
    const cases: Record<string, () => Promise<unknown>> = {
      'unknown case (dummy hash)': () => checkTicket(sql, 'GT-0000-0000-0000', ticket.token!),
      'known case, wrong token': () => checkTicket(sql, ticket.caseId, 'x'.repeat(43)),
      'malformed case number': () => checkTicket(sql, 'not-a-case', ticket.token!),
      'known case, right token': () => checkTicket(sql, ticket.caseId, ticket.token!),
    };
    const samples: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
    const statements: Record<string, number> = {};
    // Interleaved rounds, so drift of the machine affects every case alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, fn] of Object.entries(cases)) {
        const { ms, queries } = await time(() =>
          fn().catch((err: unknown) => {
            if (!(err instanceof ApiError && err.code === 'not_found')) throw err;
          }),
        );
        samples[name]!.push(ms);
        statements[name] = queries;
      }
    }
    const base = median(samples['unknown case (dummy hash)']!);
    const lines = ['| check | median ms | ratio to unknown case | statements |', '|---|---|---|---|'];
    for (const name of Object.keys(cases)) {
      const m = median(samples[name]!);
      lines.push(`| ${name} | ${m.toFixed(3)} | ${(m / base).toFixed(2)} | ${statements[name]} |`);
    }
    const reply = await time(() => replyToTicket(sql, ticket.caseId, ticket.token!, 'bench reply'));
    lines.push(
      '',
      `A visitor reply: ${reply.queries} statements (access check, reply limit, locked insert + status update, read back).`,
    );
    return lines;
  },
};

export default bench;
