// A strict reader for the iCalendar text our feed writes, so tests can parse output back:
// checks CRLF endings and the 75-octet limit, unfolds, splits name;params:value, unescapes.
import { expect } from 'vitest';

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsComponent {
  type: string;
  props: IcsProperty[];
  children: IcsComponent[];
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** Splits a TEXT list value (CATEGORIES) on unescaped commas. */
export function splitList(value: string): string[] {
  return value.split(/(?<!\\),/).map(unescapeText);
}

export function parseIcs(text: string): IcsComponent {
  expect(text.endsWith('\r\n'), 'ends with CRLF').toBe(true);
  expect(/[^\r]\n/.test(text) || text.startsWith('\n'), 'every LF is preceded by CR').toBe(false);
  expect(/\r(?!\n)/.test(text), 'no bare CR').toBe(false);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical)
    expect(Buffer.byteLength(line, 'utf8'), `line within 75 octets: ${line}`).toBeLessThanOrEqual(75);
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const root: IcsComponent = { type: '', props: [], children: [] };
  const stack: IcsComponent[] = [root];
  for (const line of logical) {
    const colon = findValueColon(line);
    expect(colon, `a property line: ${line}`).toBeGreaterThan(0);
    const [name, ...paramParts] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const params = Object.fromEntries(paramParts.map((p) => p.split('=') as [string, string]));
    const top = stack[stack.length - 1]!;
    if (name === 'BEGIN') {
      const child: IcsComponent = { type: value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(top.type, 'END matches BEGIN').toBe(value);
      stack.pop();
    } else {
      top.props.push({ name: name!, params, value });
    }
  }
  expect(stack.length, 'every BEGIN has its END').toBe(1);
  expect(root.children.length).toBe(1);
  return root.children[0]!;
}

/** The colon that starts the value: the first one outside a quoted parameter value. */
function findValueColon(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return i;
  }
  return -1;
}

export const prop = (c: IcsComponent, name: string) => c.props.find((p) => p.name === name);
export const props = (c: IcsComponent, name: string) => c.props.filter((p) => p.name === name);
