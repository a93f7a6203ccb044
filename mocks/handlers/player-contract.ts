/**
 * Reads the machine-checked parts of docs/player-api.md: its markdown tables, its fenced blocks
 * and the TypeScript-like `ts schema` block, and checks JSON values against those types.
 * Used by player.contract.test.ts so that the document and the mock cannot drift.
 */

/** A type of the schema notation. */
export type TypeExpr =
  | { kind: 'primitive'; name: Primitive }
  | { kind: 'literal'; value: string | number }
  | { kind: 'ref'; name: string }
  | { kind: 'array'; of: TypeExpr }
  | { kind: 'object'; fields: Field[] }
  | { kind: 'union'; options: TypeExpr[] };

/** A field of an object type. */
export interface Field {
  name: string;
  optional: boolean;
  type: TypeExpr;
}

const PRIMITIVES = ['string', 'number', 'integer', 'baht', 'boolean', 'null', 'datetime'] as const;
/** Primitive names: JSON's, plus `integer`, `baht` (≥ 0, at most 2 decimals) and `datetime` (ISO 8601). */
export type Primitive = (typeof PRIMITIVES)[number];
const isPrimitive = (name: string): name is Primitive => (PRIMITIVES as readonly string[]).includes(name);

const TOKEN = /\s*('(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?|[A-Za-z_][A-Za-z0-9_]*|\[\]|[{}|:;,?])/y;

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  let rest = source.trim();
  while (rest.length > 0) {
    TOKEN.lastIndex = 0;
    const match = TOKEN.exec(rest);
    if (!match?.[1]) throw new Error(`Cannot read type near: ${rest.slice(0, 30)}`);
    tokens.push(match[1]);
    rest = rest.slice(TOKEN.lastIndex).trimStart();
  }
  return tokens;
}

/** A small recursive-descent parser over the tokens of one or more types. */
class Parser {
  private index = 0;
  constructor(private readonly tokens: string[]) {}

  peek(): string | undefined {
    return this.tokens[this.index];
  }

  next(): string {
    const token = this.tokens[this.index];
    if (token === undefined) throw new Error('Unexpected end of type');
    this.index += 1;
    return token;
  }

  expect(token: string): void {
    const got = this.next();
    if (got !== token) throw new Error(`Expected '${token}', got '${got}'`);
  }

  done(): boolean {
    return this.index >= this.tokens.length;
  }

  union(): TypeExpr {
    const options = [this.postfix()];
    while (this.peek() === '|') {
      this.next();
      options.push(this.postfix());
    }
    return options.length === 1 && options[0] ? options[0] : { kind: 'union', options };
  }

  private postfix(): TypeExpr {
    let type = this.primary();
    while (this.peek() === '[]') {
      this.next();
      type = { kind: 'array', of: type };
    }
    return type;
  }

  private primary(): TypeExpr {
    const token = this.next();
    if (token === '{') return this.objectBody();
    if (token.startsWith("'")) return { kind: 'literal', value: token.slice(1, -1) };
    if (/^-?\d/.test(token)) return { kind: 'literal', value: Number(token) };
    if (isPrimitive(token)) return { kind: 'primitive', name: token };
    if (/^[A-Z]/.test(token)) return { kind: 'ref', name: token };
    throw new Error(`Unknown type '${token}'`);
  }

  /** Fields up to the closing brace (the opening one is already read). */
  objectBody(): TypeExpr {
    const fields: Field[] = [];
    while (this.peek() !== '}') {
      const name = this.next();
      const optional = this.peek() === '?';
      if (optional) this.next();
      this.expect(':');
      fields.push({ name, optional, type: this.union() });
      if (this.peek() === ';' || this.peek() === ',') this.next();
    }
    this.next();
    return { kind: 'object', fields };
  }
}

/** Parses one type expression, e.g. `{ data: Transaction[] }`. */
export function parseType(source: string): TypeExpr {
  const parser = new Parser(tokenize(source));
  const type = parser.union();
  if (!parser.done()) throw new Error(`Trailing tokens in type: ${source}`);
  return type;
}

/** Parses `interface Name { ... }` declarations (comments allowed) into named types. */
export function parseSchema(source: string): Map<string, TypeExpr> {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const parser = new Parser(tokenize(withoutComments));
  const types = new Map<string, TypeExpr>();
  while (!parser.done()) {
    parser.expect('interface');
    const name = parser.next();
    parser.expect('{');
    types.set(name, parser.objectBody());
  }
  return types;
}

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

function checkPrimitive(value: unknown, name: Primitive): boolean {
  switch (name) {
    case 'null':
      return value === null;
    case 'string':
    case 'boolean':
      return typeof value === name;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'baht':
      return typeof value === 'number' && value >= 0 && /^\d+(\.\d{1,2})?$/.test(String(value));
    case 'datetime':
      return (
        typeof value === 'string' &&
        /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) &&
        !Number.isNaN(Date.parse(value))
      );
  }
}

/** Checks a JSON value against a type; returns one message per mismatch (empty when it conforms). */
export function checkValue(
  value: unknown,
  type: TypeExpr,
  types: Map<string, TypeExpr>,
  path = '$',
): string[] {
  switch (type.kind) {
    case 'primitive':
      return checkPrimitive(value, type.name)
        ? []
        : [`${path}: expected ${type.name}, got ${JSON.stringify(value)}`];
    case 'literal':
      return value === type.value
        ? []
        : [`${path}: expected ${JSON.stringify(type.value)}, got ${JSON.stringify(value)}`];
    case 'ref': {
      const named = types.get(type.name);
      return named ? checkValue(value, named, types, path) : [`${path}: unknown type ${type.name}`];
    }
    case 'array':
      if (!Array.isArray(value)) return [`${path}: expected array, got ${describe(value)}`];
      return value.flatMap((item: unknown, i) => checkValue(item, type.of, types, `${path}[${i}]`));
    case 'union':
      return type.options.some((option) => checkValue(value, option, types, path).length === 0)
        ? []
        : [`${path}: ${JSON.stringify(value)} matches none of the ${type.options.length} options`];
    case 'object': {
      if (describe(value) !== 'object') return [`${path}: expected object, got ${describe(value)}`];
      const record = value as Record<string, unknown>;
      const known = new Set(type.fields.map((field) => field.name));
      const extra = Object.keys(record)
        .filter((key) => !known.has(key))
        .map((key) => `${path}.${key}: not in the contract`);
      const fields = type.fields.flatMap((field) =>
        field.name in record
          ? checkValue(record[field.name], field.type, types, `${path}.${field.name}`)
          : field.optional
            ? []
            : [`${path}.${field.name}: missing`],
      );
      return [...extra, ...fields];
    }
  }
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
