import type { Plugin } from 'vite';
import type { Edition } from '../../src/edition/edition-schema.ts';
import { THEME_INLINE_SCRIPT, headerSkeletonHtml } from './header-skeleton-html.ts';
import { headerStyleCss } from './content-security-policy.ts';

const VIRTUAL_ID = 'virtual:edition';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Compiles edition config into the bundle: an edition build carries only its own edition, the dev server
 * and tests carry all of them. Also writes the header skeleton into index.html.
 */
export function editionPlugin(all: readonly Edition[], built: Edition | null): Plugin {
  const shown = all[0];
  return {
    name: 'earn-edition',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // An edition build names its edition once: the list is that one edition.
      if (built)
        return `export const builtEdition = ${JSON.stringify(built)};\nexport const editions = [builtEdition];\n`;
      return `export const editions = ${JSON.stringify(all)};\nexport const builtEdition = null;\n`;
    },
    transformIndexHtml(html) {
      // Edition builds leave the placeholders for scripts/build.ts, which fills them per locale and route.
      if (built || !shown) return html;
      return html
        .replace('<!--header-style-->', `<style id="hs-style">${headerStyleCss(shown)}</style>`)
        .replace('<!--header-script-->', `<script>${THEME_INLINE_SCRIPT}</script>`)
        .replace('<!--header-skeleton-->', headerSkeletonHtml(shown.brand.name, shown.brand.wordmark, '/earn/home/'))
        .replace('data-edition-value', shown.id);
    },
  };
}
