/**
 * Mock account API (docs/demo-api.md, "Account": calls, errors and their Thai messages):
 * `POST /api/account/login`, `GET /api/account/me`, `POST /api/account/register`.
 * The handlers validate like a real server and delegate to the player service.
 */
import { delay, http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';

import { accountPaths, apiUrl, DEMO_API_BASE } from '@pp/features/endpoints';
import { accountWire, readValid, registerRules, ValidationError } from '@pp/features/wire';

import type { AccountUser, RegisteredUser } from '../data/accounts';
import { signToken } from '../lib/jwt';
import { simulatedLatency } from '../lib/latency';
import {
  createUser,
  playerLogin,
  registrationCheck,
  type RegistrationProblem,
} from '../services/playerService';
import { clearFailures, LOGIN_LOCK, lockedUntil, recordFailure } from '../services/loginGuard';
import { requireUser, type MessageBody } from '../services/session';

/** URL patterns of the account API, matching any origin. */
export const accountUrls = {
  login: apiUrl('*' + DEMO_API_BASE, accountPaths.login),
  me: apiUrl('*' + DEMO_API_BASE, accountPaths.me),
  register: apiUrl('*' + DEMO_API_BASE, accountPaths.register),
} as const;

/** The Thai messages of the account API (docs/demo-api.md, "Account"). */
export const accountMessages = {
  notfound: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  wrongpass: 'รหัสผ่านไม่ถูกต้อง',
  banned: 'เกิดปัญหาในการเข้าสู่ระบบ กรุณาติดต่อแอดมิน',
  credentialsMissing: 'กรุณากรอกเบอร์โทรศัพท์และรหัสผ่าน',
  passwordsDiffer: 'รหัสผ่านไม่ตรงกัน',
  bankInfoMissing: 'กรุณากรอกข้อมูลบัญชีธนาคารให้ครบถ้วน',
  duplicate_number_and_username: 'เลขบัญชีและชื่อผู้ใช้นี้ถูกใช้งานแล้ว',
  duplicate_number: 'เลขบัญชีนี้ถูกใช้งานแล้ว',
  duplicate_username: 'ชื่อผู้ใช้นี้ถูกใช้งานแล้ว',
  duplicate_name: 'ชื่อบัญชีนี้ถูกใช้งานแล้ว',
  locked: `เข้าสู่ระบบผิดเกิน ${LOGIN_LOCK.attempts} ครั้ง กรุณารอ ${LOGIN_LOCK.lockMs / 60_000} นาทีแล้วลองใหม่`,
} as const satisfies Record<string, string> & Record<RegistrationProblem, string>;

/** Bank names that are UI placeholders ('checking...', 'automatic'), refused as a bank. */
export const BANK_PLACEHOLDERS: readonly string[] = ['กำลังตรวจสอบ...', 'อัตโนมัติ'];

/** `POST /api/account/login` success body. */
export interface LoginResponse {
  serviceToken: string;
  user: AccountUser;
}

/** `GET /api/account/me` success body. */
export interface MeResponse {
  user: AccountUser;
}

/** `POST /api/account/register` success body. */
export interface RegisterResponse {
  data: RegisteredUser;
}

/** `GET /api/account/me` 500 body. */
export interface MeErrorBody extends MessageBody {
  error: string;
}

const badRequest = (message: string) => HttpResponse.json<MessageBody>({ message }, { status: 400 });
/** A field of the register body broke the register form's rule: its Thai message, `code` and `field`. */
const invalidField = (message: string, field: string) =>
  HttpResponse.json<MessageBody & { field: string }>(
    { message, code: 'register.invalid', field },
    { status: 400 },
  );
const lockedOut = () =>
  HttpResponse.json<MessageBody>({ message: accountMessages.locked, code: 'login.locked' }, { status: 429 });
const serverError = () => HttpResponse.json<MessageBody>({ message: 'Server Error' }, { status: 500 });

/** The JSON object of a request body, or null when it is absent, not JSON or not an object. */
async function readObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = JSON.parse(await request.text());
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The credentials of a login or register body (the request schemas' own fields), or null. */
const credentialsOf = (body: unknown) => readValid(accountWire.loginRequestSchema, body);
/** The bank fields of a register body, trimmed, or null when one is missing or blank. */
const bankFieldsOf = (body: unknown) =>
  readValid(accountWire.registerRequestSchema.pick(['bank_name', 'book_number', 'book_name']), body);
/**
 * The register body checked by the register form's own rules (phone number, password length, a
 * bank from the list, account number and name formats, no control or bidi characters, inviter id),
 * normalized as the form sends it; or the first broken rule with its field.
 */
async function registrationOf(body: Record<string, unknown>) {
  try {
    return { values: await registerRules.validate(body, { abortEarly: true, stripUnknown: true }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { problem: { message: error.message, field: error.path ?? '' } };
  }
}

const login = http.post<PathParams, DefaultBodyType, LoginResponse | MessageBody>(
  accountUrls.login,
  async ({ request }) => {
    try {
      await simulatedLatency();
      const credentials = credentialsOf(await readObject(request));
      if (!credentials) return badRequest(accountMessages.credentialsMissing);
      const username = credentials.username.trim();
      if (lockedUntil(username) !== null) return lockedOut();
      const result = await playerLogin(username, credentials.password);
      if (result.status === 'notfound' || result.status === 'wrongpass') {
        recordFailure(username);
        return lockedUntil(username) === null ? badRequest(accountMessages[result.status]) : lockedOut();
      }
      if (result.status !== 'ok') return badRequest(accountMessages[result.status]);
      clearFailures(username);
      const serviceToken = await signToken(result.user.id, result.user.role);
      return HttpResponse.json<LoginResponse>({ serviceToken, user: result.user });
    } catch {
      return serverError();
    }
  },
);

const me = http.get<PathParams, DefaultBodyType, MeResponse | MessageBody | MeErrorBody>(
  accountUrls.me,
  async ({ request }) => {
    try {
      const session = await requireUser(request);
      if (session instanceof Response) return session;
      return HttpResponse.json<MeResponse>({ user: session.user });
    } catch (error) {
      return HttpResponse.json<MeErrorBody>(
        { message: 'Server Error XX', error: String(error) },
        { status: 500 },
      );
    }
  },
);

const register = http.post<PathParams, DefaultBodyType, RegisterResponse | MessageBody>(
  accountUrls.register,
  async ({ request }) => {
    try {
      await simulatedLatency();
      const body = (await readObject(request)) ?? {};
      const credentials = credentialsOf(body);
      if (!credentials) return badRequest(accountMessages.credentialsMissing);
      if (credentials.password !== body.confirmPassword) return badRequest(accountMessages.passwordsDiffer);
      const bank = bankFieldsOf(body);
      if (!bank || BANK_PLACEHOLDERS.includes(bank.bank_name)) {
        return badRequest(accountMessages.bankInfoMissing);
      }
      const checked = await registrationOf(body);
      if (checked.problem) return invalidField(checked.problem.message, checked.problem.field);
      const { values } = checked;
      const problem = await registrationCheck(values);
      if (problem) return badRequest(accountMessages[problem]);
      // The server gives the id: an `id` in the body is ignored.
      const created = await createUser({
        username: values.username,
        password: values.password,
        bank_name: values.bank_name,
        book_number: values.book_number,
        book_name: values.book_name,
        inviterID: values.inviterID,
      });
      if (created.status === 'conflict') return badRequest(accountMessages[created.problem]);
      return HttpResponse.json<RegisterResponse>({ data: created.user });
    } catch {
      return serverError();
    }
  },
);

/** Happy-path handlers of the account API. */
export const accountHandlers = [login, me, register];

const allEndpoints = (answer: () => Promise<Response> | Response) => [
  http.post(accountUrls.login, answer),
  http.get(accountUrls.me, answer),
  http.post(accountUrls.register, answer),
];

/**
 * Failure scenarios. Each is a complete replacement for `accountHandlers` (overrides first, then
 * the normal handlers), so a story can set `parameters.msw.handlers.account` to one of them.
 */
export const accountScenarios = {
  /** Login answers 500 `Server Error`. */
  loginServerError: [http.post(accountUrls.login, serverError), ...accountHandlers],
  /** Register answers 500 `Server Error`. */
  registerServerError: [http.post(accountUrls.register, serverError), ...accountHandlers],
  /** `me` answers 401 `Invalid Token` whatever the token (an expired session at start-up). */
  meUnauthorized: [
    http.get(accountUrls.me, () =>
      HttpResponse.json<MessageBody>({ message: 'Invalid Token' }, { status: 401 }),
    ),
    ...accountHandlers,
  ],
  /** `me` answers 500 `Server Error XX`. */
  meServerError: [
    http.get(accountUrls.me, () =>
      HttpResponse.json<MeErrorBody>(
        { message: 'Server Error XX', error: 'Error: player service unavailable' },
        { status: 500 },
      ),
    ),
    ...accountHandlers,
  ],
  /** Every account call fails at the network level. */
  networkError: allEndpoints(() => HttpResponse.error()),
  /** Every account call stays pending forever. */
  loading: allEndpoints(async () => {
    await delay('infinite');
    return HttpResponse.error();
  }),
};
