import { useState } from 'react';
import * as css from './coin-icon.css';

/**
 * A coin's icon in the light or dark variant, following the page theme. Decorative: the coin's name is
 * always written next to it. A missing image falls back to the coin's initial, never a broken-image mark.
 */
export function CoinIcon({ name, lightSrc, darkSrc, size = 28 }: { name: string; lightSrc?: string; darkSrc?: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const showImages = !failed && Boolean(lightSrc || darkSrc);
  return (
    <span className={css.icon} style={{ width: size, height: size, fontSize: Math.round(size * 0.45) }} aria-hidden="true">
      {showImages ? (
        <>
          <img className={`${css.image} ${css.light}`} src={lightSrc || darkSrc} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)} />
          <img className={`${css.image} ${css.dark}`} src={darkSrc || lightSrc} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)} />
        </>
      ) : (
        name.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
