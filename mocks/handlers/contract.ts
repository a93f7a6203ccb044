/**
 * What the contract tests need: reading the markdown of docs/*.md (its tables and fenced blocks),
 * the field names a schema declares, and a strict check of a JSON value against a wire schema.
 * The schemas themselves live in the features (`@pp/features/wire`).
 */
import {
  listRows,
  readBody,
  type AnySchema,
  type SchemaDescription,
  type SchemaFieldDescription,
} from '@pp/features/wire';

/**
 * Why `value` is not exactly what `schema` describes, or null when it is: it must validate without
 * any conversion, and reading it must neither drop, fill in nor change anything (no field beyond
 * the schema's, none left out, no malformed row of a list).
 */
export function mismatch(schema: AnySchema, value: unknown): string | null {
  try {
    schema.validateSync(value, { strict: true });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const read: unknown = readBody(schema, value);
  return canonical(read) === canonical(value) ? null : `read as ${JSON.stringify(read)}`;
}

/** JSON with every object's keys sorted: two values that differ only in key order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'object' && inner !== null && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const isDescription = (field: SchemaFieldDescription): field is SchemaDescription => 'type' in field;

/** Every field name a schema declares, nested objects and array rows included. */
export function fieldNames(schema: AnySchema): Set<string> {
  const names = new Set<string>();
  const walk = (field: SchemaFieldDescription): void => {
    if (!isDescription(field)) return;
    if ('fields' in field && field.fields) {
      for (const [name, inner] of Object.entries(field.fields as Record<string, SchemaFieldDescription>)) {
        names.add(name);
        walk(inner);
      }
    }
    if ('innerType' in field && field.innerType) walk(field.innerType as SchemaFieldDescription);
    // A `listOf` checks its rows itself: their schema is in its description.
    const rows = listRows(field);
    if (rows) walk(rows.describe());
  };
  walk(schema.describe());
  return names;
}

/** True when `example` is an excerpt of `actual`: same values, arrays possibly shortened. */
export function isExcerpt(example: unknown, actual: unknown): boolean {
  if (Array.isArray(example)) {
    return (
      Array.isArray(actual) &&
      example.every((item: unknown) => actual.some((other: unknown) => isExcerpt(item, other)))
    );
  }
  if (typeof example === 'object' && example !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
    const left = example as Record<string, unknown>;
    const right = actual as Record<string, unknown>;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => key in left && key in right && isExcerpt(left[key], right[key]));
  }
  return Object.is(example, actual);
}

/** The markdown tables of a document, keyed by their header row (cells joined with ' | '). */
export function markdownTables(markdown: string): Map<string, Record<string, string>[]> {
  const tables = new Map<string, Record<string, string>[]>();
  const groups: string[][] = [];
  let current: string[] | null = null;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    if (!current) {
      current = [];
      groups.push(current);
    }
    current.push(line);
  }
  for (const [headLine, , ...bodyLines] of groups) {
    if (!headLine) continue;
    const head = cells(headLine);
    const rows = bodyLines
      .map(cells)
      .map((row) => Object.fromEntries(head.map((name, i) => [name, row[i] ?? ''])));
    tables.set(head.join(' | '), rows);
  }
  return tables;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1'));
}

/** Fenced code blocks: info string (after the backticks) and body. */
export function fencedBlocks(markdown: string): { info: string; body: string }[] {
  return [...markdown.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    info: (match[1] ?? '').trim(),
    body: match[2] ?? '',
  }));
}

/** The names of `names` that `markdown` never mentions as a whole word. */
export function unnamed(markdown: string, names: Iterable<string>): string[] {
  return [...names].filter((name) => !new RegExp(`(^|[^A-Za-z0-9_])${name}($|[^A-Za-z0-9_])`).test(markdown));
}

/** Where the tests reach the mock's demo API (MSW in Node answers any origin). */
export const DEMO_API = 'http://localhost/api';

/**
 * Calls a demo API path on the mock: a GET without `body`, a JSON POST with one (and the bearer
 * `token` when given). Answers the status and the JSON body.
 */
export async function callDemo(
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit =
    body === undefined
      ? { headers }
      : {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        };
  const response = await fetch(`${DEMO_API}${path}`, init);
  return { status: response.status, body: await response.json() };
}
