import { useState } from 'react';
import type { DocumentTheme } from './use-document-theme';
import { imageSource, type ImageRenderOptions } from './image-options';
import * as css from './coin-icon.css';

/**
 * A coin's icon in the light or dark variant. Decorative: the coin's name is always written next to it. A
 * missing image falls back to the coin's initial, never a broken-image mark. Given `theme` (long lists, from
 * one `useDocumentTheme` above them) it renders the one image needed; without it, both variants and CSS
 * shows the one matching the page theme.
 */
export function CoinIcon({
  name,
  lightSrc,
  darkSrc,
  size = 28,
  theme,
  options,
}: {
  name: string;
  lightSrc?: string;
  darkSrc?: string;
  size?: number;
  theme?: DocumentTheme;
  options?: ImageRenderOptions;
}) {
  const [failed, setFailed] = useState(false);
  const showImages = !failed && Boolean(lightSrc || darkSrc);
  const light = lightSrc || darkSrc;
  const dark = darkSrc || lightSrc;
  const image = (src: string | undefined, className: string) => (
    <img
      className={className}
      src={src ? imageSource(src, size, size, options) : undefined}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
  return (
    <span
      className={css.icon}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45) }}
      aria-hidden="true"
    >
      {!showImages ? (
        name.slice(0, 1).toUpperCase()
      ) : theme ? (
        image(theme === 'dark' ? dark : light, css.image)
      ) : (
        <>
          {image(light, `${css.image} ${css.light}`)}
          {image(dark, `${css.image} ${css.dark}`)}
        </>
      )}
    </span>
  );
}
