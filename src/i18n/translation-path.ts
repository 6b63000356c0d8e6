/** Static translation files: `translations/{projectId}/{lng}/{ns}.json` under the app's /earn/ base. */
const TRANSLATION_PROJECT_ID = 'earn-web';
export const TRANSLATION_LOAD_PATH = `/earn/translations/${TRANSLATION_PROJECT_ID}/{{lng}}/{{ns}}.json`;

export function translationUrl(lng: string, ns: string): string {
  return TRANSLATION_LOAD_PATH.replace('{{lng}}', lng).replace('{{ns}}', ns);
}
