/**
 * Mock contact form of the public site (docs/demo-api.md, "Contact us"): one write that checks the
 * message with the form's own schema (`contactUsWire.contactMessageSchema`: a bad body answers 400
 * with the first Thai message and the field) and answers the message's reference. Nothing is kept:
 * the reference is computed from the message, so the same message always gets the same one.
 */
import { HttpResponse, type HttpHandler } from 'msw';

import { contactUsPaths } from '@pp/features/endpoints';
import { contactUsWire, ValidationError } from '@pp/features/wire';
import { demoRoute, scenarioSet, messageResponse, type DemoEndpoint } from './ecommerce-http';

/** Every endpoint of the contact form. */
export const contactUsEndpoints = {
  message: { method: 'POST', path: contactUsPaths.message },
} as const satisfies Record<string, DemoEndpoint>;

/** When the mock says a message arrived (fixed: stable screenshots and tests). */
export const CONTACT_RECEIVED_AT = '2026-11-25T03:00:00.000Z';

/** `CU-` and six digits from the message's text (FNV-1a): the same message, the same reference. */
export function contactReference(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return `CU-${String(hash % 1_000_000).padStart(6, '0')}`;
}

/** Handlers of the contact form. */
export const contactUsHandlers: HttpHandler[] = [
  demoRoute(contactUsEndpoints.message, (body) => {
    try {
      const input = contactUsWire.contactMessageSchema.validateSync(body, {
        abortEarly: true,
        stripUnknown: true,
      });
      return HttpResponse.json<contactUsWire.ContactReceipt>(
        { reference: contactReference(JSON.stringify(input)), receivedAt: CONTACT_RECEIVED_AT },
        { status: 201 },
      );
    } catch (error) {
      if (!ValidationError.isError(error)) throw error;
      return HttpResponse.json(
        { message: error.message, ...(error.path ? { field: error.path } : {}) },
        { status: 400 },
      );
    }
  }),
];

/**
 * Failure scenarios of the contact form: `refused` (400 with a message for the whole form, as a
 * server that stops spam would answer), `error` (500 'Internal server error'), `networkError`,
 * `loading` (never answers).
 */
export const contactUsScenarios: Record<'refused' | 'error' | 'networkError' | 'loading', HttpHandler[]> =
  scenarioSet(contactUsEndpoints, {
    refused: () => [
      demoRoute(contactUsEndpoints.message, () =>
        messageResponse(400, 'ส่งข้อความบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่'),
      ),
    ],
  });
