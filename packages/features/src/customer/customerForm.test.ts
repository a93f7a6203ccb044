import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';

import type { Customer } from './types';
import { applyCustomerForm, customerMessages, customerSchema, customerToForm } from './customerForm';

const alex: Customer = {
  id: 1,
  name: 'Alex Carter',
  email: 'alex.carter@example.com',
  location: 'Bangkok, Thailand',
  orders: 12,
  date: '2025-01-01',
  status: 1,
};

async function errorsOf(values: ReturnType<typeof customerToForm>): Promise<Record<string, string>> {
  try {
    await customerSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('customer form', () => {
  it('starts from the customer and accepts it as it is', async () => {
    const form = customerToForm(alex);
    expect(form).toEqual({
      name: 'Alex Carter',
      email: 'alex.carter@example.com',
      location: 'Bangkok, Thailand',
      status: '1',
    });
    await expect(errorsOf(form)).resolves.toEqual({});
  });

  it('names every bad field', async () => {
    await expect(errorsOf({ name: ' ', email: 'alex@example', location: '', status: '4' })).resolves.toEqual({
      name: customerMessages.name,
      email: customerMessages.emailFormat,
      location: customerMessages.location,
      status: customerMessages.status,
    });
  });

  it('applies the form, trimmed, and keeps what the form does not edit', () => {
    const changed = applyCustomerForm(alex, {
      name: '  Alexandra Carter ',
      email: 'alexandra@example.com ',
      location: 'Phuket, Thailand',
      status: '3',
    });
    expect(changed).toEqual({
      ...alex,
      name: 'Alexandra Carter',
      email: 'alexandra@example.com',
      location: 'Phuket, Thailand',
      status: 3,
    });
  });
});
