import { CHECK_AVAILABLE_PATH } from '@/api/earn/check-available';
import { CLAIM_YIELD_PATH } from '@/api/earn/claim-yield';
import { CONFIRM_ORDER_PATH } from '@/api/earn/confirm-order';
import { DATA_EXPORT_CANCEL_PATH } from '@/api/earn/data-export-cancel';
import { DATA_EXPORT_CREATE_PATH } from '@/api/earn/data-export-create';
import { DATA_EXPORT_DOWNLOAD_URL_PATH } from '@/api/earn/data-export-download-url';
import { DATA_EXPORT_LIST_PATH } from '@/api/earn/data-export-list';
import { DOWNLOAD_BILL_PATH } from '@/api/earn/download-bill';
import { EDIT_AUTO_REINVEST_PATH } from '@/api/earn/edit-auto-reinvest';
import { EDIT_AUTO_SAVINGS_PATH } from '@/api/earn/edit-auto-savings';
import { GET_ASSETS_SUMMARY_V2_PATH } from '@/api/earn/get-assets-summary-v2';
import { GET_AUTO_SAVINGS_OPEN_STATUS_PATH } from '@/api/earn/get-auto-savings-open-status';
import { GET_COINS_PATH } from '@/api/earn/get-coins';
import { GET_HOMEPAGE_PRODUCT_CARDS_PATH } from '@/api/earn/get-homepage-product-cards';
import { GET_POSITIONS_PATH } from '@/api/earn/get-positions';
import { GET_PRODUCT_DETAIL_PATH } from '@/api/earn/get-product-detail';
import { GET_PRODUCT_DETAILS_PATH } from '@/api/earn/get-product-details';
import { GET_PRODUCTS_EXTRA_INFO_PATH } from '@/api/earn/get-products-extra-info';
import { GET_USER_BALANCE_PATH } from '@/api/earn/get-user-balance';
import { GET_USER_LIQUIDITY_SUMMARY_PATH } from '@/api/earn/get-user-liquidity-summary';
import { GET_USER_PNL_PATH } from '@/api/earn/get-user-pnl';
import { GET_USER_VOUCHERS_PATH } from '@/api/earn/get-user-vouchers';
import { GET_USER_WALLET_RECORDS_PATH } from '@/api/earn/get-user-wallet-records';
import { LAUNCHPOOL_REGISTER_PATH } from '@/api/earn/launchpool-register';
import { LIST_BILL_EXPORT_PATH } from '@/api/earn/list-bill-export';
import { LIST_WEALTH_ENQUIRIES_PATH, SUBMIT_WEALTH_ENQUIRY_PATH } from '@/api/earn/wealth-enquiry';
import { PAY_ORDER_PATH } from '@/api/earn/pay-order';
import { PREVIEW_ORDER_PATH } from '@/api/earn/preview-order';
import { QUERY_ORDERS_PATH } from '@/api/earn/query-orders';
import { RETRY_BILL_EXPORT_PATH } from '@/api/earn/retry-bill-export';
import { SUBMIT_BILL_EXPORT_PATH } from '@/api/earn/submit-bill-export';
import { CONFIG_WEB_PATH } from '@/api/main/config-web';
import { KYC_INFO_PATH } from '@/api/main/kyc-info';
import { LOGIN_PATH } from '@/api/main/login';
import { LOGOUT_PATH } from '@/api/main/logout';
import { QUOTE_TOKENS_PATH } from '@/api/main/quote-tokens';
import { STRATEGY_INFO_PATH } from '@/api/main/strategy-info';
import { REFERRAL_INFO_PATH } from '@/api/main/referral-info';
import { TICKER_PATH } from '@/api/main/ticker';
import { KLINE_PATH } from '@/api/main/kline';
import { USER_PROFILE_PATH } from '@/api/main/user-profile';

/** Fault keys the panel offers: every endpoint, as `?sim=` writes it (path without the API base). */
export const ENDPOINT_KEYS: readonly string[] = [
  '*',
  ...[
    GET_HOMEPAGE_PRODUCT_CARDS_PATH,
    GET_PRODUCT_DETAIL_PATH,
    GET_PRODUCT_DETAILS_PATH,
    GET_PRODUCTS_EXTRA_INFO_PATH,
    GET_COINS_PATH,
    PREVIEW_ORDER_PATH,
    CHECK_AVAILABLE_PATH,
    PAY_ORDER_PATH,
    CONFIRM_ORDER_PATH,
    QUERY_ORDERS_PATH,
    CLAIM_YIELD_PATH,
    LAUNCHPOOL_REGISTER_PATH,
    GET_ASSETS_SUMMARY_V2_PATH,
    GET_USER_PNL_PATH,
    GET_USER_BALANCE_PATH,
    GET_USER_WALLET_RECORDS_PATH,
    GET_POSITIONS_PATH,
    GET_USER_LIQUIDITY_SUMMARY_PATH,
    GET_AUTO_SAVINGS_OPEN_STATUS_PATH,
    EDIT_AUTO_SAVINGS_PATH,
    EDIT_AUTO_REINVEST_PATH,
    GET_USER_VOUCHERS_PATH,
    SUBMIT_WEALTH_ENQUIRY_PATH,
    LIST_WEALTH_ENQUIRIES_PATH,
    SUBMIT_BILL_EXPORT_PATH,
    RETRY_BILL_EXPORT_PATH,
    LIST_BILL_EXPORT_PATH,
    DOWNLOAD_BILL_PATH,
    DATA_EXPORT_CREATE_PATH,
    DATA_EXPORT_CANCEL_PATH,
    DATA_EXPORT_LIST_PATH,
    DATA_EXPORT_DOWNLOAD_URL_PATH,
    KYC_INFO_PATH,
    QUOTE_TOKENS_PATH,
    TICKER_PATH,
    KLINE_PATH,
    CONFIG_WEB_PATH,
    USER_PROFILE_PATH,
    STRATEGY_INFO_PATH,
    REFERRAL_INFO_PATH,
    LOGIN_PATH,
    LOGOUT_PATH,
  ].map((path) => path.replace(/^\//, '')),
];
