import { describe, expect, it, vi } from 'vitest';
import { buildImageUrl, localImageUrl, resolveImageOptions, snapRatio } from '@/ui/image-options';

const ALL = { avif: true, webp: true };
const WEBP_ONLY = { avif: false, webp: true };
const NONE = { avif: false, webp: false };
const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });

describe('image options', () => {
  it.each([
    [undefined, 1],
    [0.5, 1],
    [1, 1],
    [1.2, 1.5],
    [1.5, 1.5],
    [2, 2],
    [2.25, 2.5],
    [3, 3],
    [4, 3],
    [Number.NaN, 1],
  ])('ratio %s snaps to %s', (value, ratio) => {
    expect(snapRatio(value)).toBe(ratio);
  });

  it('auto picks avif, then webp, then the original format', () => {
    expect(resolveImageOptions({ format: 'auto' }, ALL)).toEqual({ format: 'avif', quality: 60 });
    expect(resolveImageOptions({ format: 'auto' }, WEBP_ONLY)).toEqual({ format: 'webp', quality: 80 });
    expect(resolveImageOptions({ format: 'auto' }, NONE)).toEqual({});
  });

  it.each(['png', 'jpg', 'jpeg', 'webp', 'avif', 'PNG'])('accepts %s', (format) => {
    const log = quietLog();
    expect(resolveImageOptions({ format }, NONE, log).format).toBe(format.toLowerCase());
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs an error for an unsupported format and keeps the image in its own', () => {
    const log = quietLog();
    expect(resolveImageOptions({ format: 'gif', width: 20 }, ALL, log)).toEqual({ width: 20 });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('unsupported image format "gif"'));
  });

  it.each([[0], [-5], [101], [Number.NaN], ['80' as unknown as number]])(
    'quality %s warns and uses the default',
    (quality) => {
      const log = quietLog();
      expect(resolveImageOptions({ format: 'webp', quality }, NONE, log).quality).toBe(80);
      expect(resolveImageOptions({ format: 'avif', quality }, NONE, log).quality).toBe(60);
      expect(log.warn).toHaveBeenCalledTimes(2);
    },
  );

  it('keeps a quality above 0 and up to 100', () => {
    const log = quietLog();
    expect(resolveImageOptions({ format: 'webp', quality: 100 }, NONE, log).quality).toBe(100);
    expect(resolveImageOptions({ format: 'png', quality: 0.5 }, NONE, log).quality).toBe(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('sizes by ratio, and a thumbnail at a tenth', () => {
    expect(resolveImageOptions({ width: 28, height: 28, ratio: 2 }, NONE)).toEqual({ width: 56, height: 56 });
    expect(resolveImageOptions({ width: 400, height: 300, ratio: 1.5, thumbnail: true }, NONE)).toEqual({
      width: 60,
      height: 45,
    });
    expect(resolveImageOptions({ width: 4, thumbnail: true }, NONE)).toEqual({ width: 1 });
  });
});

describe('image URLs', () => {
  it.each([
    ['https://static.kestrel.example/coins/btc.png', '/static-img/coins/btc.png'],
    ['//img.kestrel.example/a/b.webp', '/static-img/cdn/a/b.webp'],
    ['https://FE-STATIC.kestrel.example/x.svg', '/fe-static/x.svg'],
    ['https://elsewhere.example/x.png', 'https://elsewhere.example/x.png'],
    ['/earn/coins/btc-light.svg', '/earn/coins/btc-light.svg'],
  ])('%s -> %s', (src, local) => {
    expect(localImageUrl(src)).toBe(local);
  });

  it('adds the options as query parameters', () => {
    expect(
      buildImageUrl('https://static.kestrel.example/p/banner.png', {
        width: 800,
        height: 400,
        format: 'webp',
        quality: 80,
      }),
    ).toBe('/static-img/p/banner.png?w=800&h=400&format=webp&q=80');
    expect(buildImageUrl('/static-img/a.png?v=2', { width: 10 })).toBe('/static-img/a.png?v=2&w=10');
    expect(buildImageUrl('/earn/coins/btc-light.svg', {})).toBe('/earn/coins/btc-light.svg');
  });
});

describe('the image component source', () => {
  it('leaves vector icons as they are and sizes raster images for the box and pixel ratio', async () => {
    const { imageSource } = await import('@/ui/image-options');
    expect(imageSource('/earn/coins/btc-light.svg', 28, 28, { format: 'auto' })).toBe('/earn/coins/btc-light.svg');
    expect(imageSource('https://static.kestrel.example/p.png', 100, 50, { ratio: 2, format: 'png' })).toBe(
      '/static-img/p.png?w=200&h=100&format=png',
    );
    expect(imageSource('https://static.kestrel.example/p.png', 100, 50, { ratio: 1, thumbnail: true })).toBe(
      '/static-img/p.png?w=10&h=5',
    );
  });
});
