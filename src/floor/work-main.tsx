/**
 * The floor's frame work: the least React must do for the product's heaviest interactions, to measure their
 * cost against (docs/performance.md, "Frame cost"). A page of its own (`/work/` beside the floor, built
 * separately), so the floor's first load stays the stack's alone. `?view=search`: the 500 products filtered
 * per keystroke; `?view=ladder`: the live 100-quote dual ladder.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LadderWork } from './ladder-work';
import { SearchWork } from './search-work';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');
const view = new URLSearchParams(location.search).get('view');
createRoot(container).render(<StrictMode>{view === 'ladder' ? <LadderWork /> : <SearchWork />}</StrictMode>);
