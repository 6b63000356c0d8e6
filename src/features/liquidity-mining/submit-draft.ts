import type { FormEvent } from 'react';

/** A form's submit: no page reload, the fields now show their problems, and the draft goes to the order flow. */
export function submitDraft<D>(draft: D, touch: () => void, submit: (draft: D) => unknown) {
  return (event: FormEvent) => {
    event.preventDefault();
    touch();
    submit(draft);
  };
}
