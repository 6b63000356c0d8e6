/**
 * The compliance wall (ret_code/status_code 10024): the API layer announces it, the shell shows the modal.
 * A plain listener set, so this works outside React and costs nothing until someone listens.
 */
export const COMPLIANCE_CODE = 10024;

export interface ComplianceWallEvent {
  code: number;
  /** The server's message, for logs; the modal shows its own translated text. */
  message: string;
  endpoint: string;
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
