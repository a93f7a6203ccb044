/**
 * The edit-customer form: what is typed (text) and its validation. Nothing here talks to a server:
 * the demo API has no write for customers, so the screen keeps the change on the client.
 */
import { object, string, type ObjectSchema } from 'yup';

import type { Customer, StatusCode } from './types';
import { isStatusCode } from './status';

/** Fields of the edit form, as typed. `status` is the code as text ('1' to '3'). */
export interface CustomerFormValues {
  name: string;
  email: string;
  location: string;
  status: string;
}

export const customerMessages = {
  name: 'Enter the customer name',
  nameLength: 'Keep the name under 100 characters',
  email: 'Enter the customer email',
  emailFormat: 'Enter a valid email address, like name@example.com',
  location: 'Enter where the customer lives',
  status: 'Pick a status',
} as const;

export const customerSchema: ObjectSchema<CustomerFormValues> = object({
  name: string().defined().trim().required(customerMessages.name).max(100, customerMessages.nameLength),
  email: string()
    .defined()
    .trim()
    .required(customerMessages.email)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, customerMessages.emailFormat),
  location: string()
    .defined()
    .trim()
    .required(customerMessages.location)
    .max(120, 'Keep it under 120 characters'),
  status: string()
    .defined()
    .test('status', customerMessages.status, (value) => isStatusCode(Number(value))),
});

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
