/**
 * Demo stand-ins for the two exchange pages the earn section links to but does not own: identity verification
 * ("Verify identity" in a KYC prompt) and Web3 (the header's switch). In production the exchange serves them;
 * the demo answers their paths itself, saying what they are, instead of landing on the earn 404 or home. The
 * verification stand-in really verifies the logged-in demo user (the simulator's KYC level), so the product
 * that asked for it can be subscribed next. Demo tooling, like the simulator panel: English only.
 */

const KYC_STAND_IN_PATH = '/user/accounts/auth/personal';
/** The simulator's route that verifies the logged-in demo user (control-handler.ts). No msw here: this module loads early. */
export const KYC_CONTROL_PATH = '/__sim/kyc';
const WEB3_STAND_IN_PATH = '/web3';

type StandIn = 'kyc' | 'web3';

function standInFor(pathname: string): StandIn | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === KYC_STAND_IN_PATH) return 'kyc';
  if (path === WEB3_STAND_IN_PATH) return 'web3';
  return null;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Where "Back to earn" goes: the earn page the user came from, else the earn home. */
function backHref(): string {
  try {
    const from = new URL(document.referrer);
    if (from.origin === location.origin && /\/earn\//.test(from.pathname)) return `${from.pathname}${from.search}`;
  } catch {
    // No referrer.
  }
  return '/earn/home/';
}

function kycBody(page: HTMLElement): void {
  const status = element('p', { className: 'hs-intro' });
  status.setAttribute('role', 'status');
  status.setAttribute('data-testid', 'kyc-stand-in-status');
  const verify = (level: 1 | 2) => async () => {
    status.textContent = 'Verifying…';
    const response = await fetch(KYC_CONTROL_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ level }),
    });
    if (response.status === 401) {
      status.textContent = '';
      status.append(
        'Log in to a demo account first: ',
        element('a', { href: `/earn/login/?redirect_url=${encodeURIComponent(location.pathname)}` }, 'Log in'),
      );
      return;
    }
    const { level: now } = (await response.json()) as { level: number };
    status.textContent = `Your demo account is now verified at KYC level ${now}. Go back and continue where you were.`;
  };
  const button = (text: string, level: 1 | 2) => {
    const b = element('button', { type: 'button', className: 'hs-nav-item' }, text);
    b.addEventListener('click', () => void verify(level)());
    return b;
  };
  page.append(
    element(
      'p',
      { className: 'hs-intro' },
      'In production, this link opens the exchange’s identity verification (KYC), outside the earn section. This demo stands in for it: it verifies your demo account at once.',
    ),
    element('p', {}, button('Verify identity (level 1)', 1), ' ', button('Advanced verification (level 2)', 2)),
    status,
  );
}

/** Renders the stand-in for this path into #root and returns true; false when the path is not one of them. */
export function mountStandIn(pathname: string): boolean {
  const kind = standInFor(pathname);
  const root = document.getElementById('root');
  if (!kind || !root) return false;
  const title = kind === 'kyc' ? 'Verify identity (demo stand-in)' : 'Web3 (demo stand-in)';
  document.title = title;
  const page = element('main', { className: 'hs-page' });
  page.setAttribute('data-testid', `${kind}-stand-in`);
  page.append(element('h1', { className: 'hs-h1' }, title));
  if (kind === 'kyc') kycBody(page);
  else {
    page.append(
      element(
        'p',
        { className: 'hs-intro' },
        'In production, this link opens the exchange’s Web3 area (its on-chain wallet and apps), which is not part of the earn section. This demo does not include it.',
      ),
    );
  }
  page.append(element('p', {}, element('a', { href: backHref() }, 'Back to earn')));
  // The static header stays; the 404 document's heading is replaced by the stand-in.
  root.querySelector('.hs-page')?.remove();
  root.append(page);
  return true;
}
