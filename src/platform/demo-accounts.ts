/**
 * Demo builds list the simulated exchange's demo accounts on the login page. src/app/main.tsx hands them over
 * at boot (only it may import the simulator); production builds never call the setter, so the list is empty.
 */
export interface DemoAccountInfo {
  username: string;
  password: string;
  role: string;
  description: string;
}

let accounts: readonly DemoAccountInfo[] = [];

export function setDemoAccounts(list: readonly DemoAccountInfo[]): void {
  accounts = list;
}

export function getDemoAccounts(): readonly DemoAccountInfo[] {
  return accounts;
}
