import { createRoot } from 'react-dom/client';
import type { Simulator } from '../runtime/simulator';
import { SimPanel } from './sim-panel';

/** Renders the panel into its own DOM node, apart from the app's React root. */
export function mountSimPanel(host: HTMLElement, sim: Simulator): void {
  createRoot(host).render(<SimPanel sim={sim} />);
}
