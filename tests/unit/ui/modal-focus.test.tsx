// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal } from '@/ui/modal';
import { focusHere, stepFocus } from '@/ui/step-focus';

afterEach(cleanup);

/** A three-step order dialog as the families build it: form, review (marked heading), done (marked title). */
function Steps({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<'form' | 'review' | 'done'>('form');
  return (
    <>
      {step === 'form' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setStep('review');
          }}
        >
          <p>Rules</p>
          <label>
            Amount <input name="amount" />
          </label>
          <button type="submit">Continue</button>
        </form>
      )}
      {step === 'review' && (
        <div>
          <h3>Section of facts</h3>
          <h3 {...stepFocus}>Review</h3>
          <button type="button" onClick={() => setStep('form')}>
            Back
          </button>
          <button type="button" onClick={() => setStep('done')}>
            Confirm
          </button>
        </div>
      )}
      {step === 'done' && (
        <div>
          <p>
            <strong {...stepFocus}>Subscribed</strong>
          </p>
          <button type="button" onClick={onClose}>
            Done
          </button>
        </div>
      )}
    </>
  );
}

/** Unmounted on close, like the subscribe and login dialogs (the export dialog stays mounted with open=false). */
function Page({ keepMounted = false }: { keepMounted?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const modal = (
    <Modal open={open} title="Subscribe" closeLabel="Close" onClose={close}>
      <Steps onClose={close} />
    </Modal>
  );
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Subscribe
      </button>
      {keepMounted ? modal : open && modal}
    </main>
  );
}

const focused = () => document.activeElement;

describe('Modal focus', () => {
  it('moves focus to each new step (field after Back, heading after Continue, title after Confirm), never to the page', async () => {
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Subscribe' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    act(() => amount.focus());

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(focused()).toBe(screen.getByText('Review')));
    expect(focused()?.getAttribute('tabindex')).toBe('-1');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('textbox', { name: 'Amount' })));

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(focused()).toBe(screen.getByText('Review')));
    act(() => screen.getByRole('button', { name: 'Confirm' }).focus());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(focused()).toBe(screen.getByText('Subscribed')));

    // Closing unmounts the dialog: focus goes back to the button that opened it.
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Subscribed')).toBeNull();
    expect(focused()).toBe(trigger);
  });

  it.each([false, true])(
    'returns focus to the opener on close (kept mounted: %s), from the close button too',
    (keepMounted) => {
      render(<Page keepMounted={keepMounted} />);
      const trigger = screen.getByRole('button', { name: 'Subscribe' });
      act(() => trigger.focus());
      fireEvent.click(trigger);
      const close = screen.getByRole('button', { name: 'Close' });
      act(() => close.focus());
      fireEvent.click(close);
      expect(focused()).toBe(trigger);
    },
  );

  it('leaves focus alone when it is already on the page (e.g. a link inside led elsewhere)', () => {
    render(
      <>
        <Page />
        <button type="button">Elsewhere</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Subscribe' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere', hidden: true });
    act(() => elsewhere.focus());
    fireEvent.keyDown(elsewhere, { key: 'Escape' });
    act(() => {
      screen.getByRole('dialog', { hidden: true }).dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(focused()).toBe(elsewhere);
  });
});

describe('Modal focus without a marked heading', () => {
  it('focuses the new step itself when it has neither heading nor field (a done notice)', async () => {
    function Plain() {
      const [done, setDone] = useState(false);
      return (
        <Modal open title="Claim" closeLabel="Close" onClose={() => undefined}>
          {done ? (
            <p>Claimed 5 USDT</p>
          ) : (
            <button type="button" onClick={() => setDone(true)}>
              Claim now
            </button>
          )}
        </Modal>
      );
    }
    render(<Plain />);
    const claim = screen.getByRole('button', { name: 'Claim now' });
    act(() => claim.focus());
    fireEvent.click(claim);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Claimed 5 USDT')));
  });
});

describe('Modal opening focus', () => {
  function Opening({ ready }: { ready: boolean }) {
    return (
      <Modal open title="Subscribe" closeLabel="Close" onClose={() => undefined}>
        {ready ? <input aria-label="Amount" {...focusHere} /> : <p>Loading</p>}
      </Modal>
    );
  }

  it('opens on the marked field, not on the close button', () => {
    render(<Opening ready />);
    expect(focused()).toBe(screen.getByRole('textbox', { name: 'Amount' }));
  });

  it('moves to the marked field when the content arrives after opening', async () => {
    const { rerender } = render(<Opening ready={false} />);
    rerender(<Opening ready />);
    await waitFor(() => expect(focused()).toBe(screen.getByRole('textbox', { name: 'Amount' })));
  });
});

describe('Modal body', () => {
  function Short() {
    return (
      <Modal open title="Claim" closeLabel="Close" onClose={() => undefined}>
        <p data-testid="content">Claim 5 USDT</p>
      </Modal>
    );
  }

  it('is no tab stop while it does not scroll, and a named one when it does', () => {
    const { unmount } = render(<Short />);
    const body = screen.getByTestId('content').parentElement!;
    expect(body.hasAttribute('tabindex')).toBe(false);
    unmount();
    // Content taller than the room the dialog has: the keyboard must be able to scroll it.
    const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 900 });
    try {
      render(<Short />);
      const tall = screen.getByTestId('content').parentElement!;
      expect(tall.getAttribute('tabindex')).toBe('0');
      expect(tall.getAttribute('role')).toBe('group');
      expect(document.getElementById(tall.getAttribute('aria-labelledby')!)?.textContent).toBe('Claim');
    } finally {
      if (scrollHeight) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scrollHeight);
      else delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
    }
  });
});
