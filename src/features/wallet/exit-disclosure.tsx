import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PositionStatus } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import * as css from './wallet.css';

// The box and its words load when a reader first opens it: a look at one's holdings needs neither.
const PositionExitBox = lazy(() => import('@/products/exit/exit-box').then((m) => ({ default: m.PositionExitBox })));

/** A position's ways out, behind a disclosure the keyboard opens like any other (summary is focusable). */
export function ExitDisclosure({ position }: { position: Position }) {
  const { t } = useTranslation('wallet');
  const [open, setOpen] = useState(false);
  // A closed position has nothing left to take out.
  if (position.status === PositionStatus.Closed) return null;
  return (
    <details className={css.exit} data-testid="exit-disclosure" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={css.exitSummary}>{t('exit.show')}</summary>
      {open && (
        <Suspense fallback={null}>
          <PositionExitBox position={position} />
        </Suspense>
      )}
    </details>
  );
}
