import type { HttpHandler } from 'msw';
import type { Simulator } from '../runtime/simulator';
import { assetHandlers } from './earn/asset-handlers';
import { catalogueHandlers } from './earn/catalogue-handlers';
import { collectorHandlers } from './collector-handlers';
import { exportHandlers } from './earn/export-handlers';
import { launchpoolHandlers } from './earn/launchpool-handlers';
import { liquidityHandlers } from './earn/liquidity-handlers';
import { orderHandlers } from './earn/order-handlers';
import { wealthHandlers } from './earn/wealth-handlers';
import { mainHandlers } from './main/main-handlers';

/** Every HTTP endpoint of docs/api.md, answered by one simulator. */
export function httpHandlers(sim: Simulator): HttpHandler[] {
  return [
    ...catalogueHandlers(sim),
    ...orderHandlers(sim),
    ...launchpoolHandlers(sim),
    ...liquidityHandlers(sim),
    ...assetHandlers(sim),
    ...exportHandlers(sim),
    ...wealthHandlers(sim),
    ...mainHandlers(sim),
    ...collectorHandlers(),
  ];
}
