/**
 * The form pages' bodies as yup schemas (docs/demo-api.md, "Forms"): the bank search of the
 * autocomplete and the username check of the validation form. The mock's fixtures are typed from them.
 */
import * as yup from 'yup';

import { arrayOf, record } from '../../shared/wire/read';

/** Longest search text and username the calls take. */
export const SEARCH_MAX = 50;

/** A Thai bank the autocomplete offers: its short code, English and Thai names. */
export const bankOptionSchema = record({
  code: yup.string().required(),
  name: yup.string().required(),
  nameTh: yup.string().required(),
});

export const formsResponses = {
  /** `GET /api/forms/banks?search=`: the banks whose code or names hold the text. */
  banks: record({ banks: arrayOf(bankOptionSchema) }),
  /** `GET /api/forms/username?username=`: whether the name is still free. */
  username: record({ username: yup.string().required(), available: yup.boolean().required() }),
};

export type BankOption = yup.InferType<typeof bankOptionSchema>;
export type BanksResponse = yup.InferType<typeof formsResponses.banks>;
export type UsernameResponse = yup.InferType<typeof formsResponses.username>;
