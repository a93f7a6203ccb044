/**
 * The edit-customer form: what is typed (text) and its validation. Nothing here talks to a server:
 * the demo API has no write for customers, so the screen keeps the change on the client.
 */
import { object, string, type ObjectSchema } from 'yup';

import { EMAIL_PATTERN } from '../shared/forms/contactDetails';
import type { Customer, StatusCode } from './types';
import { en } from './locales/en';
import { isStatusCode } from './status';

/** Fields of the edit form, as typed. `status` is the code as text ('1' to '3'). */
export interface CustomerFormValues {
  name: string;
  email: string;
  location: string;
  status: string;
}

/** Messages shown at the fields (the customer namespace's `customerErrors`). */
export type CustomerMessages = Readonly<Record<keyof (typeof en)['customerErrors'], string>>;

/** The messages in English. */
export const customerMessages: CustomerMessages = en.customerErrors;

/** Validation of the edit-customer form in the language of `messages`. */
export function customerSchemaWith(messages: CustomerMessages): ObjectSchema<CustomerFormValues> {
  return object({
    name: string().defined().trim().required(messages.name).max(100, messages.nameLength),
    email: string().defined().trim().required(messages.email).matches(EMAIL_PATTERN, messages.emailFormat),
    location: string().defined().trim().required(messages.location).max(120, messages.locationLength),
    status: string()
      .defined()
      .test('status', messages.status, (value) => isStatusCode(Number(value))),
  });
}

/** Validation of the edit-customer form, in English. */
export const customerSchema: ObjectSchema<CustomerFormValues> = customerSchemaWith(customerMessages);

/** The form's starting values for a customer. */
export function customerToForm(customer: Customer): CustomerFormValues {
  return {
    name: customer.name,
    email: customer.email,
    location: customer.location,
    status: String(customer.status),
  };
}

/** The customer with the (validated) form applied; surrounding spaces are dropped. */
export function applyCustomerForm(customer: Customer, values: CustomerFormValues): Customer {
  const status = Number(values.status);
  return {
    ...customer,
    name: values.name.trim(),
    email: values.email.trim(),
    location: values.location.trim(),
    status: isStatusCode(status) ? (status as StatusCode) : customer.status,
  };
}
