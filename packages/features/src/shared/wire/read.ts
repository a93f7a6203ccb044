/**
 * Reading response bodies through their yup schemas (the wire contract, docs/player-api.md and
 * docs/demo-api.md). Every endpoint function reads its 2xx body with `readBody`: a body that does
 * not have the documented shape rejects like any other failure, with an ApiError.
 */
import * as yup from 'yup';

import { ApiError } from '../api/errors';

/** The message of the ApiError (status 500) a 2xx body of the wrong shape rejects with. */
export const UNEXPECTED_RESPONSE = 'Unexpected response';

/** The ApiError of a body that does not match its schema (the body kept for debugging). */
export const unexpectedResponse = (body?: unknown): ApiError => new ApiError(500, UNEXPECTED_RESPONSE, body);

/** What `validateSync` is given everywhere: fields the contract does not name are dropped. */
const READ_OPTIONS = { stripUnknown: true, abortEarly: true } as const;

/** `body` read through `schema` (cast, defaults filled, unknown fields dropped), or an ApiError. */
export function readBody<S extends yup.AnySchema>(schema: S, body: unknown): yup.InferType<S> {
  try {
    return schema.validateSync(body, READ_OPTIONS) as yup.InferType<S>;
  } catch (error) {
    if (yup.ValidationError.isError(error)) throw unexpectedResponse(body);
    throw error;
  }
}

/** True when `value` matches `schema`: for request bodies in the mock backend and values read back from storage. */
export function matches<S extends yup.AnySchema>(schema: S, value: unknown): value is yup.InferType<S> {
  return schema.isValidSync(value, READ_OPTIONS);
}

/** `value` read through `schema` (cast: trimmed, numbers from text...), or null when it does not match: for request bodies. */
export function readValid<S extends yup.AnySchema>(schema: S, value: unknown): yup.InferType<S> | null {
  try {
    return schema.validateSync(value, READ_OPTIONS) as yup.InferType<S>;
  } catch (error) {
    if (yup.ValidationError.isError(error)) return null;
    throw error;
  }
}

/** A JSON object with these fields (never filled in from defaults when the whole object is missing). */
export function record<F extends yup.ObjectShape>(fields: F) {
  return yup.object(fields).default(undefined).required();
}

/** The `{ data: X }` envelope of most player API answers. */
export function dataOf<S extends yup.AnySchema>(schema: S) {
  return record({ data: schema });
}

const envelope = record({ data: yup.mixed().required() });

/** `{ data: X }` -> X, read through `schema`; any other body is an ApiError. */
export function readData<S extends yup.AnySchema>(schema: S, body: unknown): yup.InferType<S> {
  return readBody(schema, readBody(envelope, body).data);
}

/** The row schema of a `listOf` description (kept in its `meta`), for tools that walk the contract. */
export function listRows(description: { meta?: unknown }): yup.AnySchema | undefined {
  const meta = description.meta;
  if (typeof meta !== 'object' || meta === null || !('rows' in meta)) return undefined;
  return yup.isSchema(meta.rows) ? (meta.rows as yup.AnySchema) : undefined;
}

/**
 * An array whose malformed rows are left out rather than breaking the whole list (a real backend
 * may send one odd row); the body must still be an array. Each row is read once, on its own item
 * schema: the array has no inner type, which yup would check every row against again (10,000
 * history rows: 3 passes -> 1). The row schema is in the description's `meta.rows`.
 */
export function listOf<T>(item: yup.ISchema<T>) {
  // Every yup schema implements ISchema with the sync checks; the interface only leaves them out.
  const row = item as unknown as yup.Schema<T>;
  const readRow = (value: unknown): T[] => {
    try {
      return [row.validateSync(value, READ_OPTIONS)];
    } catch (error) {
      if (yup.ValidationError.isError(error)) return [];
      throw error;
    }
  };
  return yup
    .array<yup.AnyObject, T>()
    .required()
    .meta({ rows: row })
    .transform((rows: unknown) => (Array.isArray(rows) ? rows.flatMap(readRow) : rows));
}

/** An array whose every row must match (a request body, or a list where one bad row means a bad answer). */
export function arrayOf<T>(item: yup.ISchema<T>) {
  return yup.array(item).required();
}
