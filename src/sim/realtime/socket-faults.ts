import type { WebSocketHandlerConnection } from 'msw';
import type { SocketName } from '../faults/fault-config';
import type { Simulator } from '../runtime/simulator';

/**
 * Socket faults: "refuse" fails the handshake (error, then an abnormal 1006 close, never open);
 * "drop" accepts and then closes abnormally after `afterMs`. Returns true when the connection is refused.
 */
export function applySocketFault(
  sim: Simulator,
  name: SocketName,
  client: WebSocketHandlerConnection['client'],
): boolean {
  const fault = sim.faults.sockets[name];
  if (!fault) return false;
  if (fault.mode === 'refuse') {
    // The connection object holds the page's socket: an error event first, as a refused handshake gives.
    (client as unknown as { socket?: EventTarget }).socket?.dispatchEvent(new Event('error'));
    client.close(1006, 'connection refused');
    return true;
  }
  const timer = setTimeout(() => client.close(1006, 'connection dropped'), fault.afterMs);
  client.addEventListener('close', () => clearTimeout(timer));
  return false;
}
