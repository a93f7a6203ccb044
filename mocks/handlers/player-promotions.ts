/**
 * The promotion and credit-code writes of the mock player API (docs/player-api.md, 5.4 and 5.5):
 * claim a promotion (its bonus paid at once as a `bonus` row) and redeem a credit code (a `credit`
 * row). Both are idempotent and hold the player's wallet lock like deposit and withdraw; refusals
 * answer `{ message, code }` with a Thai message (`field` too when it is about the request's field).
 */
import { playerWire, readValid } from '@pp/features/wire';
import { HttpResponse, type HttpHandler } from 'msw';

import { satangToBaht } from '../lib/money';
import { updateUser } from '../services/playerService';
import {
  checkCode,
  CREDIT_CODE_PATTERN,
  creditCodeMessages,
  lockedMinutes,
  recordRedemption,
  recordWrongCode,
} from '../stores/creditCodes';
import { checkClaim, promotionMessages, recordClaim, toClaimWire } from '../stores/promotions';
import { creditWallet, getWallet, walletTime } from '../stores/wallet';
import { errorResponse, playerRoute } from './player-http';
import { copyBalanceToAccount, idempotent, invalidBody, jsonObject } from './player-wallet';

/** POST claim `{ promotionId }`: the promotion becomes the player's current one, its bonus paid now. */
export const claimPromotionHandler: HttpHandler = playerRoute(
  'claimPromotion',
  idempotent('claimPromotion', async ({ request, id }) => {
    const body = await jsonObject(request);
    if (!body) return invalidBody();
    const promotionId = readValid(playerWire.claimPromotionRequestSchema, body)?.promotionId;
    if (!promotionId) {
      return errorResponse(400, {
        message: promotionMessages.required,
        code: 'promotionId.required',
        field: 'promotionId',
      });
    }
    const checked = checkClaim(getWallet(id), promotionId, walletTime());
    if (!checked.ok) return errorResponse(checked.status, { message: checked.message, code: checked.code });
    const { claim } = checked;
    if (claim.bonusSatang > 0) {
      const credited = creditWallet(id, 'bonus', claim.bonusSatang, `โบนัสโปรโมชั่น ${claim.title}`);
      if (credited.ok) await copyBalanceToAccount(credited.state);
    }
    recordClaim(id, claim);
    const wire = toClaimWire(claim);
    await updateUser(id, {
      PromotionID: claim.promotionId,
      PromotionDetail: claim.title,
      PromotionStatus: wire.status,
    });
    return HttpResponse.json({ data: wire }, { status: 201 });
  }),
);

const codeRefusal = (status: number, code: string, message: string) =>
  errorResponse(status, { message, code, field: 'code' });

/** POST redeem `{ code }`: the code's credit paid into the balance, once per code and player. */
export const redeemCreditCodeHandler: HttpHandler = playerRoute(
  'redeemCreditCode',
  idempotent('redeemCreditCode', async ({ request, id }) => {
    const body = await jsonObject(request);
    if (!body) return invalidBody();
    const now = walletTime().getTime();
    const minutes = lockedMinutes(id, now);
    if (minutes > 0) return codeRefusal(429, 'code.locked', creditCodeMessages.locked(minutes));
    const code = (readValid(playerWire.redeemCreditCodeRequestSchema, body)?.code ?? '').toUpperCase();
    if (!code) return codeRefusal(400, 'code.required', creditCodeMessages.required);
    if (!CREDIT_CODE_PATTERN.test(code)) return codeRefusal(400, 'code.invalid', creditCodeMessages.invalid);
    const checked = checkCode(id, code, now);
    if (!checked.ok) {
      if (checked.reason !== 'unknown') {
        return codeRefusal(400, `code.${checked.reason}`, creditCodeMessages[checked.reason]);
      }
      recordWrongCode(id, now);
      const locked = lockedMinutes(id, now);
      return locked > 0
        ? codeRefusal(429, 'code.locked', creditCodeMessages.locked(locked))
        : codeRefusal(400, 'code.unknown', creditCodeMessages.unknown);
    }
    const { amountSatang } = checked.code;
    const credited = creditWallet(id, 'credit', amountSatang, `โค้ดเครดิต ${code}`);
    if (!credited.ok) return codeRefusal(400, 'code.unknown', creditCodeMessages.unknown);
    recordRedemption(id, code);
    await copyBalanceToAccount(credited.state);
    const data = {
      code,
      amount: satangToBaht(amountSatang),
      message: creditCodeMessages.success(amountSatang),
    };
    return HttpResponse.json({ data }, { status: 201 });
  }),
);

/** The write handlers of promotions and credit codes. */
export const promotionHandlers: HttpHandler[] = [claimPromotionHandler, redeemCreditCodeHandler];
