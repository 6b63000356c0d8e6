import { useId } from 'react';
import type { SocketName } from '../faults/fault-config';
import type { Simulator } from '../runtime/simulator';
import { styles } from './panel-styles';

const SOCKETS: Array<{ name: SocketName; label: string }> = [
  { name: 'public', label: 'Earn socket (public)' },
  { name: 'private', label: 'Earn socket (private)' },
  { name: 'quote', label: 'Spot quote stream' },
];

/** Socket faults: none, drop after a few seconds, or refuse the connection; applies to new connections. */
export function SocketFaultEditor({ sim }: { sim: Simulator }) {
  const id = useId();
  const set = (name: SocketName, mode: string) => {
    const sockets = { ...sim.faults.sockets };
    if (mode === 'drop') sockets[name] = { mode: 'drop', afterMs: 5000 };
    else if (mode === 'refuse') sockets[name] = { mode: 'refuse', afterMs: 0 };
    else delete sockets[name];
    sim.setFaults({ ...sim.faults, sockets });
  };
  return (
    <div style={styles.section}>
      <h3 style={styles.heading}>Socket faults</h3>
      {SOCKETS.map(({ name, label }) => (
        <div style={styles.row} key={name}>
          <label htmlFor={`${id}-${name}`} style={{ minWidth: 170 }}>
            {label}
          </label>
          <select
            id={`${id}-${name}`}
            style={styles.input}
            value={sim.faults.sockets[name]?.mode ?? 'none'}
            onChange={(e) => set(name, e.target.value)}
          >
            <option value="none">none</option>
            <option value="drop">drop after 5 s</option>
            <option value="refuse">refuse</option>
          </select>
        </div>
      ))}
    </div>
  );
}
