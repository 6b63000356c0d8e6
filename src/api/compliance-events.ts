/**
 * The compliance wall (ret_code/status_code 10024): the API layer announces it, the shell shows the modal
 * when the refused call was an action (`opensComplianceWall`).
 * A plain listener set, so this works outside React and costs nothing until someone listens.
 */
export const COMPLIANCE_CODE = 10024;

export interface ComplianceWallEvent {
  code: number;
  /** The server's message, for logs; the modal shows its own translated text. */
  message: string;
  endpoint: string;
}

/**
 * The calls a user makes by acting (Continue, Confirm, a switch, an export): a 10024 answer to one of them
 * raises the wall over that action. A refused read (balances, positions, records) is said in place, by the
 * part of the page that asked, and raises no wall: the page is not blocked for what the user did not do.
 */
const ACTION_ENDPOINTS: ReadonlySet<string> = new Set([
  '/preview-order',
  '/check-available',
  '/pay-order',
  '/confirm-order',
  '/claim-yield',
  '/edit-auto-savings',
  '/edit-auto-reinvest',
  '/launchpool-register',
  '/liquidity-swap',
  '/submit-bill-export',
  '/retry-bill-export',
  '/download-bill',
  '/data-export/create',
  '/data-export/cancel',
  '/data-export/download-url',
  '/submit-wealth-enquiry',
]);

export function opensComplianceWall(endpoint: string): boolean {
  return ACTION_ENDPOINTS.has(endpoint);
}

type Listener = (event: ComplianceWallEvent) => void;

const listeners = new Set<Listener>();

export function onComplianceWall(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitComplianceWall(event: ComplianceWallEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('compliance listener failed', error);
    }
  }
}
