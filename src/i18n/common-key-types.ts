import type common from '../../public/earn/translations/earn-web/en/common.json';

type Meta = (typeof common)['meta'];

/** A label under `nav.` in the common namespace. */
export type NavKey = keyof (typeof common)['nav'];

/** A page under `meta.` in the common namespace with a title and a description. */
export type TitledMetaKey = Exclude<keyof Meta, 'helpArticles'>;

/** A help article under `meta.helpArticles.`: a description only, its title is the article's own. */
export type HelpMetaKey = `helpArticles.${keyof Meta['helpArticles']}`;
