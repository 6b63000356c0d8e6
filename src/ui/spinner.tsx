import './spinner.css';

/** A small busy indicator; the surrounding control carries the accessible state (aria-busy). */
export function Spinner() {
  return <span className="ui-spinner" aria-hidden="true" />;
}
