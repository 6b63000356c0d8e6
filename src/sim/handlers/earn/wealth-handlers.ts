import {
  EDIT_AUTO_REINVEST_PATH,
  editAutoReinvestRequestSchema,
  type EditAutoReinvestResult,
} from '@/api/earn/edit-auto-reinvest';
import {
  GET_USER_VOUCHERS_PATH,
  getUserVouchersRequestSchema,
  VoucherKind,
  type GetUserVouchersResult,
  type Voucher,
} from '@/api/earn/get-user-vouchers';
import {
  LIST_WEALTH_ENQUIRIES_PATH,
  SUBMIT_WEALTH_ENQUIRY_PATH,
  submitWealthEnquiryRequestSchema,
  type ListWealthEnquiriesResult,
  type WealthEnquiry,
} from '@/api/earn/wealth-enquiry';
import type { HttpHandler } from 'msw';
import { autoReinvestLockAt, setAutoReinvest } from '../../domain/auto-reinvest';
import { vouchersOf, voucherStatus, type VoucherState } from '../../domain/vouchers';
import { enquiriesOf, submitEnquiry, type EnquiryState } from '../../domain/wealth-enquiries';
import type { Simulator } from '../../runtime/simulator';
import { route } from '../route';
import { requireSession } from '../session';
import { e8, e8OrUnbounded, fromE8, sec } from '../wire/format';

function toVoucher(voucher: VoucherState, now: number): Voucher {
  return {
    voucher_id: voucher.id,
    kind: voucher.kind === 'apr-boost' ? VoucherKind.AprBoost : VoucherKind.Bonus,
    status: voucherStatus(voucher, now),
    coin: voucher.coin,
    value_e8: e8(voucher.value),
    min_amount_e8: e8(voucher.minAmount),
    max_amount_e8: e8OrUnbounded(voucher.maxAmount),
    product_types: voucher.productTypes as Voucher['product_types'],
    expire_at: sec(voucher.expireAt),
    used_at: sec(voucher.usedAt),
    ...(voucher.orderId === null ? {} : { order_id: voucher.orderId }),
    ...(voucher.paid === null ? {} : { paid_e8: e8(voucher.paid) }),
  };
}

function toEnquiry(enquiry: EnquiryState): WealthEnquiry {
  return {
    enquiry_id: enquiry.id,
    ...(enquiry.productId === null ? {} : { product_id: enquiry.productId }),
    ...(enquiry.coin === null ? {} : { coin: enquiry.coin }),
    ...(enquiry.amount === null ? {} : { amount_e8: e8(enquiry.amount) }),
    contact: enquiry.contact,
    slot: enquiry.slot,
    submitted_at: sec(enquiry.submittedAt),
    reply_by: sec(enquiry.replyBy),
  };
}

/** Vouchers, the auto-invest switch of held term positions, and private wealth enquiries. */
export function wealthHandlers(sim: Simulator): HttpHandler[] {
  return [
    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_USER_VOUCHERS_PATH,
      access: 'private',
      request: getUserVouchersRequestSchema,
      handle: ({ world, user }): GetUserVouchersResult => {
        const me = requireSession(user);
        const now = world.now();
        return { vouchers: vouchersOf(world, me.id).map((v) => toVoucher(v, now)) };
      },
    }),
    route(sim, {
      method: 'post',
      base: 'earn',
      path: EDIT_AUTO_REINVEST_PATH,
      access: 'private',
      walled: true,
      request: editAutoReinvestRequestSchema,
      handle: ({ world, body, user }): EditAutoReinvestResult => {
        const tolerance = body.apy_tolerance_e8 === undefined ? undefined : fromE8(body.apy_tolerance_e8);
        const dual =
          body.dual_renewal_mode === undefined
            ? undefined
            : {
                mode: body.dual_renewal_mode,
                ...(body.dual_renewal_distance_e8 === undefined
                  ? {}
                  : { distance: fromE8(body.dual_renewal_distance_e8) }),
              };
        const position = setAutoReinvest(
          world,
          requireSession(user),
          body.position_id,
          body.auto_reinvest,
          tolerance,
          dual,
        );
        return {
          position_id: position.id,
          auto_reinvest: position.autoReinvest,
          apy_tolerance_e8: e8(position.renewalTolerance ?? '0'),
          locked_from: sec(position.maturityAt === null ? null : autoReinvestLockAt(position.maturityAt)),
        };
      },
    }),
    route(sim, {
      method: 'post',
      base: 'earn',
      path: SUBMIT_WEALTH_ENQUIRY_PATH,
      access: 'private',
      walled: true,
      request: submitWealthEnquiryRequestSchema,
      handle: ({ world, body, user }): WealthEnquiry => {
        const enquiry = submitEnquiry(world, requireSession(user), {
          productId: body.product_id,
          coin: body.coin,
          amount: body.amount_e8 === undefined ? undefined : fromE8(body.amount_e8).toFixed(),
          contact: body.contact,
          slot: body.slot,
          note: body.note,
        });
        return toEnquiry(enquiry);
      },
    }),
    route(sim, {
      method: 'post',
      base: 'earn',
      path: LIST_WEALTH_ENQUIRIES_PATH,
      access: 'private',
      handle: ({ world, user }): ListWealthEnquiriesResult => {
        const me = requireSession(user);
        return { enquiries: enquiriesOf(world, me.id).map(toEnquiry).reverse() };
      },
    }),
  ];
}
