/**
 * Image options of the one image component (spec §3, §5, §9): resize (width, height, device-pixel ratio),
 * format, quality and thumbnail. Images from the exchange's static hosts are rewritten to local path prefixes
 * (spec §7) and carry the options as query parameters the image service reads.
 */

export const IMAGE_RATIOS = [1, 1.5, 2, 2.5, 3] as const;
export type ImageRatio = (typeof IMAGE_RATIOS)[number];
export const IMAGE_FORMATS = ['png', 'jpg', 'jpeg', 'webp', 'avif', 'auto'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** Default quality by output format (spec §9); other formats are sent without a quality. */
const DEFAULT_QUALITY: Readonly<Record<string, number>> = { webp: 80, avif: 60 };
const THUMBNAIL_SCALE = 0.1;

/** The exchange's static image hosts and the local prefixes they are served under. */
const STATIC_IMAGE_HOSTS: Readonly<Record<string, string>> = {
  'static.kestrel.example': '/static-img/',
  'img.kestrel.example': '/static-img/cdn/',
  'fe-static.kestrel.example': '/fe-static/',
};

export interface ImageOptions {
  width?: number;
  height?: number;
  /** Device-pixel ratio the image is made for: 1, 1.5, 2, 2.5 or 3. */
  ratio?: number;
  format?: string;
  quality?: number;
  /** A tenth-size preview (a placeholder while the full image loads). */
  thumbnail?: boolean;
}

export interface FormatSupport {
  avif: boolean;
  webp: boolean;
}

export interface ImageLog {
  warn(message: string): void;
  error(message: string): void;
}

export interface ResolvedImageOptions {
  width?: number;
  height?: number;
  format?: Exclude<ImageFormat, 'auto'>;
  quality?: number;
}

/** The nearest allowed ratio at or above `value` (3 at most); 1 for anything not a positive number. */
export function snapRatio(value: number | undefined): ImageRatio {
  if (value === undefined || !Number.isFinite(value) || value <= 1) return 1;
  return IMAGE_RATIOS.find((r) => r >= value) ?? 3;
}

/**
 * Checks and settles the options: an unsupported format logs an error and is dropped (the image stays in its
 * own format); `auto` picks avif, then webp, when the browser supports it; a quality that is not a number
 * above 0 and up to 100 logs a warning and the format's default is used.
 */
export function resolveImageOptions(
  options: ImageOptions,
  support: FormatSupport,
  log: ImageLog = console,
): ResolvedImageOptions {
  const scale = (options.thumbnail ? THUMBNAIL_SCALE : 1) * snapRatio(options.ratio);
  const size = (value: number | undefined) =>
    value !== undefined && Number.isFinite(value) && value > 0 ? Math.max(1, Math.round(value * scale)) : undefined;
  const resolved: ResolvedImageOptions = {};
  const width = size(options.width);
  const height = size(options.height);
  if (width !== undefined) resolved.width = width;
  if (height !== undefined) resolved.height = height;

  let format: ResolvedImageOptions['format'];
  if (options.format !== undefined) {
    const requested = options.format.toLowerCase();
    if (!(IMAGE_FORMATS as readonly string[]).includes(requested)) {
      log.error(`[image] unsupported image format "${options.format}"`);
    } else if (requested === 'auto') {
      format = support.avif ? 'avif' : support.webp ? 'webp' : undefined;
    } else {
      format = requested as ResolvedImageOptions['format'];
    }
  }
  if (format) resolved.format = format;

  const fallback = format ? DEFAULT_QUALITY[format] : undefined;
  if (options.quality !== undefined) {
    const q = options.quality;
    if (typeof q === 'number' && Number.isFinite(q) && q > 0 && q <= 100) resolved.quality = Math.round(q);
    else {
      log.warn(`[image] quality ${String(q)} is out of range (above 0, up to 100); using the default`);
      if (fallback !== undefined) resolved.quality = fallback;
    }
  } else if (fallback !== undefined) resolved.quality = fallback;
  return resolved;
}

/** A static host's URL under its local prefix; other URLs unchanged. */
export function localImageUrl(src: string): string {
  const match = /^(?:https?:)?\/\/([^/]+)\/(.*)$/i.exec(src);
  if (!match) return src;
  const prefix = STATIC_IMAGE_HOSTS[(match[1] ?? '').toLowerCase()];
  return prefix ? `${prefix}${match[2] ?? ''}` : src;
}

/** The URL to load: rewritten host, options as query parameters (w, h, format, q) in a stable order. */
export function buildImageUrl(src: string, options: ResolvedImageOptions): string {
  const local = localImageUrl(src);
  const params: string[] = [];
  if (options.width !== undefined) params.push(`w=${options.width}`);
  if (options.height !== undefined) params.push(`h=${options.height}`);
  if (options.format) params.push(`format=${options.format}`);
  if (options.quality !== undefined) params.push(`q=${options.quality}`);
  if (params.length === 0) return local;
  const [path, hash] = local.split('#', 2);
  return `${path}${path?.includes('?') ? '&' : '?'}${params.join('&')}${hash !== undefined ? `#${hash}` : ''}`;
}

let detected: FormatSupport | null = null;

/** Whether the browser decodes avif and webp (asked once through canvas encoding; no network). */
function browserFormatSupport(): FormatSupport {
  if (detected) return detected;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    detected = {
      avif: canvas.toDataURL('image/avif').startsWith('data:image/avif'),
      webp: canvas.toDataURL('image/webp').startsWith('data:image/webp'),
    };
  } catch {
    detected = { avif: false, webp: false };
  }
  return detected;
}

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
