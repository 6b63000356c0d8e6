import 'i18next';
import type account from '../../public/earn/translations/earn-web/en/account.json';
import type calendar from '../../public/earn/translations/earn-web/en/calendar.json';
import type common from '../../public/earn/translations/earn-web/en/common.json';
import type discountBuy from '../../public/earn/translations/earn-web/en/discount-buy.json';
import type doubleWin from '../../public/earn/translations/earn-web/en/double-win.json';
import type dual from '../../public/earn/translations/earn-web/en/dual.json';
import type errors from '../../public/earn/translations/earn-web/en/errors.json';
import type exportNs from '../../public/earn/translations/earn-web/en/export.json';
import type flow from '../../public/earn/translations/earn-web/en/flow.json';
import type help from '../../public/earn/translations/earn-web/en/help.json';
import type home from '../../public/earn/translations/earn-web/en/home.json';
import type launchpool from '../../public/earn/translations/earn-web/en/launchpool.json';
import type liquidity from '../../public/earn/translations/earn-web/en/liquidity.json';
import type live from '../../public/earn/translations/earn-web/en/live.json';
import type orders from '../../public/earn/translations/earn-web/en/orders.json';
import type pages from '../../public/earn/translations/earn-web/en/pages.json';
import type platform from '../../public/earn/translations/earn-web/en/platform.json';
import type priceHistory from '../../public/earn/translations/earn-web/en/price-history.json';
import type products from '../../public/earn/translations/earn-web/en/products.json';
import type savings from '../../public/earn/translations/earn-web/en/savings.json';
import type smartLeverage from '../../public/earn/translations/earn-web/en/smart-leverage.json';
import type structured from '../../public/earn/translations/earn-web/en/structured.json';
import type vouchers from '../../public/earn/translations/earn-web/en/vouchers.json';
import type wallet from '../../public/earn/translations/earn-web/en/wallet.json';
import type wealth from '../../public/earn/translations/earn-web/en/wealth.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      calendar: typeof calendar;
      common: typeof common;
      'discount-buy': typeof discountBuy;
      'double-win': typeof doubleWin;
      dual: typeof dual;
      errors: typeof errors;
      export: typeof exportNs;
      flow: typeof flow;
      help: typeof help;
      home: typeof home;
      launchpool: typeof launchpool;
      liquidity: typeof liquidity;
      live: typeof live;
      orders: typeof orders;
      pages: typeof pages;
      platform: typeof platform;
      'price-history': typeof priceHistory;
      products: typeof products;
      savings: typeof savings;
      'smart-leverage': typeof smartLeverage;
      structured: typeof structured;
      vouchers: typeof vouchers;
      wallet: typeof wallet;
      wealth: typeof wealth;
    };
  }
}
