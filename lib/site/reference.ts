// The API reference as Markdown, for agents and for the page's no-script fallback: every
// operation of openapi.json, grouped by tag. Browsers get the interactive Scalar reference.
import { readFile } from 'node:fs/promises';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, unknown>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export async function referenceMarkdown(): Promise<string> {
  const document = JSON.parse(await readFile(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
    info: { title: string; version: string };
    paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  };
  const groups = new Map<string, string[]>();
  for (const [urlPath, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      const auth = op.security?.length ? op.security.flatMap((s) => Object.keys(s)).join(' or ') : 'none';
      const line = `- \`${method.toUpperCase()} ${urlPath}\` — ${op.summary ?? ''} (operationId \`${op.operationId ?? '-'}\`, auth: ${auth})`;
      groups.set(tag, [...(groups.get(tag) ?? []), line]);
    }
  }
  const sections = [...groups.entries()].map(([tag, lines]) => `## ${tag}\n\n${lines.join('\n')}\n`);
  return `# API reference\n\n${document.info.title} ${document.info.version}. The complete contract, with every schema, is the OpenAPI 3.1 document at [/openapi.json](/openapi.json); browsers see it rendered here by Scalar.\n\n${sections.join('\n')}`;
}
