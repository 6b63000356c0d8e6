import { useState } from 'react';
import type { DocumentTheme } from './use-document-theme';
import { browserFormatSupport, buildImageUrl, resolveImageOptions, type ImageOptions } from './image-options';
import * as css from './coin-icon.css';

/** Rendering options besides the box size, which the component always knows (spec §3 image options). */
export type ImageRenderOptions = Omit<ImageOptions, 'width' | 'height'>;

const isVector = (src: string) => /\.svg(?:[?#]|$)/i.test(src);

/**
 * The URL an image loads: static hosts rewritten to local prefixes, sized for the box at the screen's pixel
 * ratio, in the requested format and quality. Vector images (SVG) need none of that and load as they are.
 */
export function imageSource(src: string, width: number, height: number, options: ImageRenderOptions = {}): string {
  if (isVector(src)) return buildImageUrl(src, {});
  const ratio = options.ratio ?? (typeof window === 'undefined' ? 1 : window.devicePixelRatio);
  return buildImageUrl(src, resolveImageOptions({ ...options, ratio, width, height }, browserFormatSupport()));
}

/**
 * The one image component for coin and product images: explicit width and height (nothing shifts when it
 * loads), lazy loading below the fold, and the spec's resize, format, quality and thumbnail options.
 */
export function ProductImage({ src, alt, width, height, options, className, eager = false }: {
  src: string;
  alt: string;
  width: number;
  height: number;
  options?: ImageRenderOptions;
  className?: string;
  /** Above the fold (the page's main picture): load at once. */
  eager?: boolean;
}) {
  return (
    <img
      className={className}
      src={imageSource(src, width, height, options)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/**
 * A coin's icon in the light or dark variant. Decorative: the coin's name is always written next to it. A
 * missing image falls back to the coin's initial, never a broken-image mark. Given `theme` (long lists, from
 * one `useDocumentTheme` above them) it renders the one image needed; without it, both variants and CSS
 * shows the one matching the page theme.
 */
export function CoinIcon({ name, lightSrc, darkSrc, size = 28, theme, options }: {
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
    <span className={css.icon} style={{ width: size, height: size, fontSize: Math.round(size * 0.45) }} aria-hidden="true">
      {!showImages
        ? name.slice(0, 1).toUpperCase()
        : theme
          ? image(theme === 'dark' ? dark : light, css.image)
          : (
              <>
                {image(light, `${css.image} ${css.light}`)}
                {image(dark, `${css.image} ${css.dark}`)}
              </>
            )}
    </span>
  );
}
