import { clientsAtom } from '../../shared/api/http';
import { atomWithApiWrite } from '../../shared/query/write';
import type { ContactMessageValues, ContactReceipt } from '../api/schemas';

/** Sends the contact form's message (one request per submit: `useWrite`). */
export const contactMessageAtom = atomWithApiWrite<ContactMessageValues, ContactReceipt>((get) => ({
  write: async (input, { idempotencyKey }) =>
    (await import('../api/endpoints')).postContactMessage(get(clientsAtom).demo, input, { idempotencyKey }),
}));
