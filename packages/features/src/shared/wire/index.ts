/** The wire contract's building blocks (read.ts); the schemas live in each feature's `api/schemas.ts`. */
export {
  arrayOf,
  dataOf,
  listOf,
  matches,
  nullableText,
  oneOf,
  optionalText,
  readBody,
  readData,
  record,
  UNEXPECTED_RESPONSE,
  unexpectedResponse,
} from './read';
