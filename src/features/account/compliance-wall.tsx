import { lazy, Suspense } from 'react';
import { useComplianceWall } from './compliance-wall-store';

const ComplianceWallDialog = lazy(() =>
  import('./compliance-wall-dialog').then((module) => ({ default: module.ComplianceWallDialog })),
);

/**
 * The compliance wall (status 10024). Mounted by the shell on every page; renders nothing — and loads
 * neither its code nor its translations — until the API layer reports a refused call.
 */
export function ComplianceWall() {
  const wall = useComplianceWall();
  if (!wall) return null;
  return (
    <Suspense fallback={null}>
      <ComplianceWallDialog />
    </Suspense>
  );
}
