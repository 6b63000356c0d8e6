import * as css from './skeleton.css';

/** A grey placeholder with the size of what will replace it, so loading does not shift the layout. */
export function Skeleton({
  width = '100%',
  height = 16,
  radius,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number;
}) {
  return <span className={css.block} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}
