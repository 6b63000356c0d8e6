import { useRef, type KeyboardEvent } from 'react';
import * as css from './export.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** Accessible tabs: one tab stop, arrows/Home/End move and select (WAI-ARIA tabs with automatic activation). */
export function ExportTabs<T extends string>({
  label,
  items,
  selected,
  onSelect,
  idPrefix,
}: {
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  idPrefix: string;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    // In right-to-left pages the arrow keys follow the visual order.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (index + step + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.id);
    refs.current.get(item.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={css.tabList}>
      {items.map((item) => (
        <button
          key={item.id}
          ref={(node) => {
            if (node) refs.current.set(item.id, node);
            else refs.current.delete(item.id);
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${item.id}`}
          aria-selected={item.id === selected}
          aria-controls={`${idPrefix}-panel-${item.id}`}
          tabIndex={item.id === selected ? 0 : -1}
          className={css.tab}
          onClick={() => onSelect(item.id)}
          onKeyDown={onKeyDown}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
