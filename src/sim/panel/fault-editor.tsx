import { useId, useState } from 'react';
import type { EndpointFault } from '../faults/fault-config';
import { formatFaults } from '../faults/parse-sim-param';
import type { Simulator } from '../runtime/simulator';
import { ENDPOINT_KEYS } from './endpoint-keys';
import { styles } from './panel-styles';

type Kind = 'code' | 'latency' | 'timeout' | 'lost' | 'malformed' | 'schema' | 'http500';

const KINDS: Array<{ value: Kind; label: string }> = [
  { value: 'code', label: 'error code' },
  { value: 'latency', label: 'latency (ms)' },
  { value: 'timeout', label: 'timeout' },
  { value: 'lost', label: 'answer lost (acted on)' },
  { value: 'malformed', label: 'malformed JSON' },
  { value: 'schema', label: 'schema-breaking payload' },
  { value: 'http500', label: 'HTTP 500' },
];

function describe(fault: EndpointFault): string {
  const parts: string[] = [];
  if (fault.code !== undefined) parts.push(`code ${fault.code}`);
  if (fault.latencyMs) parts.push(`+${fault.latencyMs} ms`);
  if (fault.timeout) parts.push('timeout');
  if (fault.lost) parts.push('answer lost');
  if (fault.malformed) parts.push('malformed JSON');
  if (fault.schema) parts.push('schema-breaking');
  if (fault.http500) parts.push('HTTP 500');
  if (fault.once) parts.push('once');
  return parts.join(', ');
}

/** Per-endpoint faults: pick an endpoint and a fault, add it; the active list can be cleared one by one. */
export function FaultEditor({ sim }: { sim: Simulator }) {
  const id = useId();
  const [endpoint, setEndpoint] = useState('pay-order');
  const [kind, setKind] = useState<Kind>('code');
  const [value, setValue] = useState('302');
  const [once, setOnce] = useState(false);
  const active = Object.entries(sim.faults.endpoints);
  const shared = formatFaults(sim.faults);

  const add = () => {
    const current: EndpointFault = { ...(sim.faults.endpoints[endpoint] ?? {}) };
    const n = Number(value);
    if (kind === 'code' && Number.isInteger(n)) current.code = n;
    else if (kind === 'latency' && n >= 0) current.latencyMs = n;
    else if (kind === 'timeout') current.timeout = true;
    else if (kind === 'lost') current.lost = true;
    else if (kind === 'malformed') current.malformed = true;
    else if (kind === 'schema') current.schema = true;
    else if (kind === 'http500') current.http500 = true;
    else return;
    if (once) current.once = true;
    sim.setEndpointFault(endpoint, current);
  };

  return (
    <div style={styles.section}>
      <h3 style={styles.heading}>Endpoint faults</h3>
      <div style={styles.row}>
        <label htmlFor={`${id}-endpoint`}>Endpoint</label>
        <select
          id={`${id}-endpoint`}
          style={styles.input}
          value={endpoint}
          onChange={(e) => setEndpoint(e.target.value)}
        >
          {ENDPOINT_KEYS.map((key) => (
            <option key={key} value={key}>
              {key === '*' ? '* (every endpoint)' : key}
            </option>
          ))}
        </select>
      </div>
      <div style={styles.row}>
        <label htmlFor={`${id}-kind`}>Fault</label>
        <select id={`${id}-kind`} style={styles.input} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          {KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
        {(kind === 'code' || kind === 'latency') && (
          <>
            <label htmlFor={`${id}-value`}>{kind === 'code' ? 'Code' : 'Milliseconds'}</label>
            <input
              id={`${id}-value`}
              style={{ ...styles.input, width: 70 }}
              inputMode="numeric"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </>
        )}
      </div>
      <div style={styles.row}>
        <input id={`${id}-once`} type="checkbox" checked={once} onChange={(e) => setOnce(e.target.checked)} />
        <label htmlFor={`${id}-once`}>Only once</label>
        <button type="button" style={styles.button} onClick={add}>
          Add fault
        </button>
      </div>
      {active.length > 0 && (
        <ul style={styles.list} aria-label="Active endpoint faults">
          {active.map(([key, fault]) => (
            <li key={key}>
              {key}: {describe(fault)}{' '}
              <button
                type="button"
                style={styles.button}
                onClick={() => sim.setEndpointFault(key, null)}
                aria-label={`Remove fault on ${key}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {shared && (
        <p>
          As URL: <code style={styles.code}>?sim={shared}</code>
        </p>
      )}
    </div>
  );
}
