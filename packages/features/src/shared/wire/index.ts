/** The wire contract's building blocks; the schemas of each feature live in its `api/schemas.ts`. */
export type { AnySchema, InferType, SchemaDescription, SchemaFieldDescription } from 'yup';
export { balanceSchema, websiteSettingSchema, type BalanceWire, type WebsiteSettingWire } from './player';
export { bahtSchema, countSchema, datetimeSchema, nullableText, oneOf, optionalText } from './fields';
export {
  arrayOf,
  dataOf,
  listOf,
  listRows,
  matches,
  readBody,
  readData,
  readValid,
  record,
  UNEXPECTED_RESPONSE,
  unexpectedResponse,
} from './read';
export { mapInSlices } from './readInSlices';
