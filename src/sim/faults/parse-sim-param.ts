import { coinByName } from '../domain/coins';
import { dec } from '../domain/money';
import { DEFAULT_HOLD_HOURS } from '../domain/order-hold';
import type { EndpointFault, FaultConfig, SocketName } from './fault-config';

/**
 * Parses the `?sim=` parameter. Directives are separated by `;` (several `sim` parameters add up):
 *
 *   seed:7              world seed
 *   speed:120           simulated seconds per real second (0 freezes time)
 *   catalogue:500       catalogue size
 *   reset               start from a fresh seeded world
 *   memory              keep state in memory only (nothing persisted)
 *   panel:off           hide the simulator panel
 *   clear               drop faults set earlier in this tab, and lift maintenance and pending failures
 *   fail:order          the logged-in user's next order fails on settlement
 *   fail:export         the logged-in user's next export fails
 *   files:elsewhere     export download links point at another origin (a storage host), as the exchange's do
 *   hold:order[:<h>]    the next order that waits for the exchange is held that many simulated hours past the
 *                       time it was given (24 by default), then completes
 *   partial:order:<%>   the next subscription is filled to that percent (1-99) when processed, the rest refunded
 *   maintenance:all     every product answers 600 (maintenance:<product type> for one family)
 *   shock:BTC:+6        the coin's price times 1.06 from now on (signed percent; not a stablecoin)
 *   apr:4001:-0.4       the savings product's rates move by signed percentage points from now on
 *   liquidate:BTC       the coin's price moves just past the lowest liquidation line of the leveraged
 *                       liquidity positions in its pools, which are liquidated at once
 *   advance:49         simulated time jumps that many hours forward now (what falls due meanwhile happens)
 *   ws:public=drop:5000 socket faults: ws:public | ws:private | ws:quote = drop[:ms] | refuse
 *   <endpoint>=<fault>[,<fault>...]
 *       fault: code:<n> | latency:<ms> | timeout | lost | malformed | schema | http500 | once
 *
 * e.g. `?sim=pay-order=code:302;get-coins=latency:2000,once;ws:quote=refuse`
 */
export interface SimParams {
  seed?: number;
  speed?: number;
  catalogueSize?: number;
  reset: boolean;
  memory: boolean;
  panel: boolean;
  clear: boolean;
  failOrder: boolean;
  failExport: boolean;
  /** Export download links on another origin (`files:elsewhere`). */
  filesElsewhere?: boolean;
  /** Simulated hours the next waiting order is held past its time (`hold:order[:<hours>]`). */
  holdOrderHours?: number;
  /** The share (decimal string) the next subscription is filled to (`partial:order:<percent>`). */
  partialFill?: string;
  maintenance: Array<number | 'all'>;
  /** Price shocks to apply now: coin enum and the price factor as a decimal string. */
  shocks: Array<{ coin: number; factor: string }>;
  /** Rate moves to make now: product id and the change as a fraction ("-0.004" is 0.40 points down). */
  aprMoves?: Array<{ productId: string; delta: string }>;
  /** Coins whose leveraged liquidity positions are driven to liquidation now. */
  liquidations?: number[];
  /** Hours to move simulated time forward now. */
  advanceHours?: number;
  faults: FaultConfig;
  /** Directives that could not be read (reported on the console, never fatal). */
  errors: string[];
}

const SOCKETS: readonly SocketName[] = ['public', 'private', 'quote'];

function nonNegative(text: string | undefined): number | null {
  if (text === undefined || !/^\d+(?:\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** `apr:<product id>:<signed percentage points>` -> the product and the change as a fraction; null when unreadable. */
function parseAprMove(directive: string): { productId: string; delta: string } | null {
  const match = /^apr:(\d+):([+-]?\d+(?:\.\d+)?)$/.exec(directive);
  return match
    ? {
        productId: match[1] ?? '',
        delta: dec(match[2] ?? '0')
          .div(100)
          .toFixed(),
      }
    : null;
}

/** `shock:<coin>:<signed percent>` -> the coin and its price factor; null when unreadable or a stablecoin. */
function parseShock(directive: string): { coin: number; factor: string } | null {
  const match = /^shock:([A-Za-z]+):([+-]?\d+(?:\.\d+)?)$/.exec(directive);
  const coin = match ? coinByName(match[1] ?? '') : undefined;
  if (!match || !coin || coin.stable) return null;
  const factor = dec(1).plus(dec(match[2] ?? '0').div(100));
  // A price cannot fall to zero or below.
  return factor.greaterThan(0) ? { coin: coin.enum, factor: factor.toFixed() } : null;
}

function parseFault(spec: string): EndpointFault | null {
  const fault: EndpointFault = {};
  for (const part of spec.split(',')) {
    const [name, arg] = part.split(':', 2) as [string, string | undefined];
    switch (name) {
      case 'code': {
        if (arg === undefined || !/^-?\d+$/.test(arg)) return null;
        fault.code = Number(arg);
        break;
      }
      case 'latency': {
        const ms = nonNegative(arg);
        if (ms === null) return null;
        fault.latencyMs = ms;
        break;
      }
      case 'timeout':
        fault.timeout = true;
        break;
      case 'lost':
        fault.lost = true;
        break;
      case 'malformed':
        fault.malformed = true;
        break;
      case 'schema':
        fault.schema = true;
        break;
      case 'http500':
      case '500':
        fault.http500 = true;
        break;
      case 'once':
        fault.once = true;
        break;
      default:
        return null;
    }
  }
  return fault;
}

export function parseSimParams(values: readonly string[]): SimParams {
  const params: SimParams = {
    reset: false,
    memory: false,
    panel: true,
    clear: false,
    failOrder: false,
    failExport: false,
    maintenance: [],
    shocks: [],
    faults: { endpoints: {}, sockets: {} },
    errors: [],
  };
  const directives = values
    .flatMap((v) => v.split(';'))
    .map((d) => d.trim())
    .filter(Boolean);
  for (const directive of directives) {
    const eq = directive.indexOf('=');
    if (eq > 0) {
      const key = directive.slice(0, eq).replace(/^\/+/, '');
      const spec = directive.slice(eq + 1);
      if (key.startsWith('ws:')) {
        const name = key.slice(3) as SocketName;
        const [mode, after] = spec.split(':', 2);
        const afterMs = after === undefined ? 0 : nonNegative(after);
        if (!SOCKETS.includes(name) || (mode !== 'drop' && mode !== 'refuse') || afterMs === null)
          params.errors.push(directive);
        else params.faults.sockets[name] = { mode, afterMs };
        continue;
      }
      const fault = parseFault(spec);
      if (fault === null || key === '') params.errors.push(directive);
      else params.faults.endpoints[key] = fault;
      continue;
    }
    const [name, arg] = directive.split(':', 2) as [string, string | undefined];
    switch (name) {
      case 'seed':
      case 'speed':
      case 'catalogue': {
        const n = nonNegative(arg);
        if (n === null || (name !== 'speed' && !Number.isInteger(n))) params.errors.push(directive);
        else if (name === 'seed') params.seed = n;
        else if (name === 'speed') params.speed = n;
        else params.catalogueSize = n;
        break;
      }
      case 'reset':
        params.reset = true;
        break;
      case 'memory':
        params.memory = true;
        break;
      case 'clear':
        params.clear = true;
        break;
      case 'panel':
        params.panel = arg !== 'off';
        break;
      case 'fail':
        if (arg === 'order') params.failOrder = true;
        else if (arg === 'export') params.failExport = true;
        else params.errors.push(directive);
        break;
      case 'files':
        if (arg === 'elsewhere') params.filesElsewhere = true;
        else params.errors.push(directive);
        break;
      case 'hold': {
        const match = /^hold:order(?::(\d+(?:\.\d+)?))?$/.exec(directive);
        const hours = match ? Number(match[1] ?? DEFAULT_HOLD_HOURS) : 0;
        if (hours > 0) params.holdOrderHours = hours;
        else params.errors.push(directive);
        break;
      }
      case 'partial': {
        const match = /^partial:order:(\d+(?:\.\d+)?)$/.exec(directive);
        const percent = match ? dec(match[1] ?? '0') : null;
        if (percent && percent.greaterThan(0) && percent.lessThan(100)) params.partialFill = percent.div(100).toFixed();
        else params.errors.push(directive);
        break;
      }
      case 'maintenance':
        if (arg === 'all') params.maintenance.push('all');
        else if (arg !== undefined && /^\d+$/.test(arg)) params.maintenance.push(Number(arg));
        else params.errors.push(directive);
        break;
      case 'shock': {
        const shock = parseShock(directive);
        if (shock) params.shocks.push(shock);
        else params.errors.push(directive);
        break;
      }
      case 'advance': {
        const hours = nonNegative(arg);
        if (hours === null) params.errors.push(directive);
        else params.advanceHours = (params.advanceHours ?? 0) + hours;
        break;
      }
      case 'apr': {
        const move = parseAprMove(directive);
        if (move) (params.aprMoves ??= []).push(move);
        else params.errors.push(directive);
        break;
      }
      case 'liquidate': {
        const coin = coinByName(arg ?? '');
        if (coin && !coin.stable) (params.liquidations ??= []).push(coin.enum);
        else params.errors.push(directive);
        break;
      }
      default:
        params.errors.push(directive);
    }
  }
  return params;
}

/** Writes a fault config back in the `?sim=` syntax (the panel shows it so a setup can be shared). */
export function formatFaults(config: FaultConfig): string {
  const parts: string[] = [];
  for (const [key, f] of Object.entries(config.endpoints)) {
    const specs: string[] = [];
    if (f.code !== undefined) specs.push(`code:${f.code}`);
    if (f.latencyMs) specs.push(`latency:${f.latencyMs}`);
    if (f.timeout) specs.push('timeout');
    if (f.lost) specs.push('lost');
    if (f.malformed) specs.push('malformed');
    if (f.schema) specs.push('schema');
    if (f.http500) specs.push('http500');
    if (f.once) specs.push('once');
    if (specs.length > 0) parts.push(`${key}=${specs.join(',')}`);
  }
  for (const [name, s] of Object.entries(config.sockets)) {
    if (s) parts.push(`ws:${name}=${s.mode}${s.mode === 'drop' && s.afterMs ? `:${s.afterMs}` : ''}`);
  }
  return parts.join(';');
}
