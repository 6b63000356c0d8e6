import { useId, useState } from 'react';
import { DEFAULT_HOLD_HOURS } from '../domain/order-hold';
import { HOUR } from '../domain/time';
import type { Simulator } from '../runtime/simulator';
import { FaultEditor } from './fault-editor';
import { styles } from './panel-styles';
import { SocketFaultEditor } from './socket-fault-editor';
import { useSimulatedNow, useSimulatorVersion } from './use-simulator';

const SPEEDS = [0, 1, 60, 360, 1440];

function speedLabel(speed: number): string {
  if (speed === 0) return 'paused';
  if (speed === 1) return 'real time';
  if (speed === 60) return '1 h per minute';
  if (speed === 360) return '6 h per minute';
  if (speed === 1440) return '1 day per minute';
  return `${speed}x`;
}

/**
 * The simulator panel of demo builds: simulated time and speed, "reset demo", and fault injection for
 * endpoints and sockets. A reviewer's tool, outside the app (English only, inline styles).
 */
export function SimPanel({ sim }: { sim: Simulator }) {
  useSimulatorVersion(sim);
  const now = useSimulatedNow(sim);
  const [open, setOpen] = useState(false);
  const id = useId();
  const world = sim.world;

  const resetDemo = () => {
    if (!window.confirm('Reset the demo? Orders, balances and history go back to the seeded state.')) return;
    sim.reset();
    window.location.reload();
  };

  return (
    <aside style={styles.root} aria-label="Demo simulator">
      {open && (
        <div style={styles.card} id={`${id}-card`}>
          <h2 style={styles.heading}>Simulated exchange</h2>
          <p>
            Server time:{' '}
            <time dateTime={new Date(now).toISOString()}>
              {new Date(now).toISOString().replace('T', ' ').slice(0, 19)} UTC
            </time>
          </p>
          <div style={styles.row}>
            <label htmlFor={`${id}-speed`}>Speed</label>
            <select
              id={`${id}-speed`}
              style={styles.input}
              value={sim.config.speed}
              onChange={(e) => sim.setSpeed(Number(e.target.value))}
            >
              {[...new Set([...SPEEDS, sim.config.speed])].map((s) => (
                <option key={s} value={s}>
                  {speedLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <div style={styles.row}>
            <span>
              Seed {world.state.seed}, {world.catalogue.products.length} products
            </span>
          </div>
          <div style={styles.row}>
            <button type="button" style={styles.button} onClick={() => world.injected.failOrders.add('*')}>
              Fail next order
            </button>
            <button
              type="button"
              style={styles.button}
              onClick={() => world.injected.holdOrders.set('*', DEFAULT_HOLD_HOURS * HOUR)}
            >
              Hold next order
            </button>
            <button type="button" style={styles.button} onClick={() => world.injected.failExports.add('*')}>
              Fail next export
            </button>
            <button
              type="button"
              style={styles.button}
              aria-pressed={world.state.maintenance.all}
              onClick={() => sim.setMaintenance(!world.state.maintenance.all)}
            >
              Maintenance {world.state.maintenance.all ? 'on' : 'off'}
            </button>
          </div>
          <FaultEditor sim={sim} />
          <SocketFaultEditor sim={sim} />
          <div style={styles.section}>
            <button type="button" style={styles.danger} onClick={resetDemo}>
              Reset demo
            </button>
          </div>
        </div>
      )}
      <button
        type="button"
        style={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? `${id}-card` : undefined}
        onClick={() => setOpen(!open)}
      >
        Simulator
      </button>
    </aside>
  );
}
