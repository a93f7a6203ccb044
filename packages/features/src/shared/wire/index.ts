/** The wire contract's building blocks; the schemas of each feature live in its `api/schemas.ts`. */
export { balanceSchema, type BalanceWire } from './balance';
export { bahtSchema, countSchema, datetimeSchema, nullableText, oneOf, optionalText } from './fields';
export {
  arrayOf,
  dataOf,
  listOf,
  matches,
  readBody,
  readData,
  readValid,
  record,
  UNEXPECTED_RESPONSE,
  unexpectedResponse,
} from './read';
