import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  detectClientPlatform,
  isAppBridgeSupported,
  isMiniProgram,
  miniProgramPlatformFromLaunchParams,
} from '@/platform/client-platform';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const APP = `${IPHONE} KestrelApp/3.7.0`;

describe('detectClientPlatform', () => {
  it.each([
    [DESKTOP, undefined, 'pc'],
    [IPHONE, undefined, 'h5'],
    [ANDROID, undefined, 'h5'],
    [IPAD, undefined, 'h5'],
    [APP, undefined, 'app'],
    [IPHONE, 'ios', 'ios_tg'],
    [ANDROID, 'android', 'android_tg'],
    [ANDROID, 'android_x', 'android_tg'],
    [DESKTOP, 'tdesktop', 'pc_tg'],
    [DESKTOP, 'macos', 'pc_tg'],
    [DESKTOP, 'weba', 'pc_tg'],
    [DESKTOP, 'unknown', 'pc'],
    ['', undefined, 'pc'],
  ])('%s (mini-program %s) -> %s', (userAgent, miniProgramPlatform, expected) => {
    expect(detectClientPlatform({ userAgent, miniProgramPlatform })).toBe(expected);
  });
});

describe('mini-program launch parameters', () => {
  const launch = (platform: string) =>
    `#tgWebAppData=query_id%3Dx&tgWebAppVersion=8.0&tgWebAppPlatform=${platform}&tgWebAppThemeParams=%7B%7D`;

  it.each([
    [launch('ios'), '', IPHONE, 'ios_tg'],
    [launch('android'), '', ANDROID, 'android_tg'],
    [launch('tdesktop'), '', DESKTOP, 'pc_tg'],
    [launch('weba'), '', DESKTOP, 'pc_tg'],
    [launch('macos'), '', DESKTOP, 'pc_tg'],
    ['', '?tgWebAppPlatform=ios&tgWebAppVersion=7.0', IPHONE, 'ios_tg'],
    [launch('unknown'), '', IPHONE, 'h5'],
    ['#section-2', '?id=1&type=flexible', DESKTOP, 'pc'],
    ['#tgWebAppVersion=8.0', '', ANDROID, 'h5'],
    // A copied link whose init data does not parse, or that names no version, is a web page.
    ['#tgWebAppData=user%3Dx&tgWebAppVersion=8.0&tgWebAppPlatform=ios', '', IPHONE, 'h5'],
    ['#tgWebAppData=user%3D%7B%22id%22%3A1%7D&tgWebAppVersion=8.0&tgWebAppPlatform=ios', '', IPHONE, 'ios_tg'],
    ['#tgWebAppPlatform=ios', '', IPHONE, 'h5'],
    [launch('ios'), '', APP, 'ios_tg'],
  ])('hash %s search %s on %s -> %s', (hash, search, userAgent, expected) => {
    const miniProgramPlatform = miniProgramPlatformFromLaunchParams(hash, search);
    const platform = detectClientPlatform({ userAgent, miniProgramPlatform });
    expect(platform).toBe(expected);
    expect(isMiniProgram(platform)).toBe(expected.endsWith('_tg'));
  });
});

describe('app bridge support (above 3.6.1 only)', () => {
  it.each([
    ['KestrelApp/3.6.1', false],
    ['KestrelApp/3.6.0', false],
    ['KestrelApp/3.6.2', true],
    ['KestrelApp/3.10', true],
    ['KestrelApp/4', true],
    ['KestrelApp/2.99.99', false],
    [DESKTOP, false],
  ])('%s -> %s', (ua, supported) => {
    expect(isAppBridgeSupported(ua)).toBe(supported);
  });

  it('compares versions numerically', () => {
    expect(compareVersions('3.10.0', '3.6.1')).toBe(1);
    expect(compareVersions('3.6.1', '3.6.1.0')).toBe(0);
    expect(compareVersions('1.0', '1.0.1')).toBe(-1);
  });
});
