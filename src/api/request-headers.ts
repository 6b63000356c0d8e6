import { edition } from '@/edition/current-edition';
import { apiClientPlatform, apiLocale, CLIENT_VERSION, getAppBridge, platformHeader } from './api-context';
import { deviceGuid } from './device-guid';

/** The headers of every call (spec §7). */
export function defaultHeaders(): Record<string, string> {
  const platform = apiClientPlatform();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Lang: apiLocale(),
    Platform: platformHeader(platform),
    'X-User-Agent': `earn-web/${CLIENT_VERSION} (${platform}; ${edition.id})`,
    guid: deviceGuid(),
  };
  // On the web the session rides in the usertoken cookie; only the app hands it over as a header.
  if (platform === 'app') {
    const token = getAppBridge()?.getUserToken();
    if (token) headers.usertoken = token;
  }
  return headers;
}
