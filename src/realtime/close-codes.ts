/** Close codes of the earn socket (spec §8). Codes 4000-4999 are free for applications to use. */
export const CloseCode = {
  Normal: 1000,
  PingTimeout: 4996,
  OpenTimeout: 4997,
  OpenError: 4998,
  Error: 4999,
  /** 1005 (no status) and 1006 (abnormal) cannot be sent by a client; they are reported as 4005/4006. */
  NoStatus: 4005,
  Abnormal: 4006,
} as const;

/** The code to report for a close event the client did not cause. */
export function reportedCloseCode(code: number): number {
  if (code === 1005) return CloseCode.NoStatus;
  if (code === 1006) return CloseCode.Abnormal;
  return code;
}
