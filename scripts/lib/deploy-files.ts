import fs from 'node:fs';
import path from 'node:path';
import type { Edition } from '../../src/edition/edition-schema';
import { editionsIn, readManifest } from './build-manifest';
import type { BuildMode } from './content-security-policy';
import { hostMap, nginxConfig, serverNames, socketHost, UPSTREAMS, type Variant } from './deploy-config';

/** What an edition's manifest records for its deploy configuration (scripts/build.ts writes it). */
export interface DeployFacts {
  edition: Edition;
  /** The header Content-Security-Policy of its documents. */
  policy: string;
  mode: BuildMode;
  variant: Variant;
  buildId: string;
}

export const DEFAULT_DEPLOY_ROOT = '/srv/kestrel-earn/current';
export const DEFAULT_LISTEN = '80';

export interface DeployDescription {
  variant: Variant;
  buildId: string;
  /** Host name (or `*.` pattern) to edition id. */
  hosts: Record<string, string>;
  editions: Record<string, { hosts: string[]; defaultLocale: string; locales: string[]; socketHost: string | null }>;
  upstreams: typeof UPSTREAMS;
}

function deployFactsOf(root: string): DeployFacts[] {
  return editionsIn(root)
    .map((id) => readManifest<{ deploy?: DeployFacts }>(root, id)?.deploy)
    .filter((facts): facts is DeployFacts => facts !== undefined);
}

/**
 * Writes `nginx.conf` and `deploy.json` (the host map and where each external path goes) beside the edition
 * folders, from every edition built into `root`, so a build of one edition into a full matrix keeps the
 * configuration whole. Returns the files written.
 */
export function writeDeployConfig(
  root: string,
  { listen = DEFAULT_LISTEN, deployRoot = DEFAULT_DEPLOY_ROOT, out = root } = {},
): string[] {
  const facts = deployFactsOf(root);
  if (facts.length === 0) throw new Error(`No edition manifest with deploy facts in ${root}: build first`);
  const variants = new Set(facts.map((f) => f.variant));
  if (variants.size > 1)
    throw new Error(`${root} mixes production and test-hosts builds: build each into its own folder (--out)`);
  const variant = facts[0]!.variant;
  const buildIds = [...new Set(facts.map((f) => f.buildId))];
  const buildId = buildIds.join(' + ');
  const description: DeployDescription = {
    variant,
    buildId,
    hosts: hostMap(
      facts.map((f) => f.edition),
      variant,
    ),
    editions: Object.fromEntries(
      facts.map(({ edition }) => [
        edition.id,
        {
          hosts: serverNames(edition, variant),
          defaultLocale: edition.defaultLocale,
          locales: edition.locales,
          socketHost: socketHost(edition),
        },
      ]),
    ),
    upstreams: UPSTREAMS,
  };
  fs.mkdirSync(out, { recursive: true });
  const nginxFile = path.join(out, 'nginx.conf');
  const describeFile = path.join(out, 'deploy.json');
  fs.writeFileSync(nginxFile, nginxConfig(facts, { variant, listen, deployRoot, buildId }));
  fs.writeFileSync(describeFile, `${JSON.stringify(description, null, 2)}\n`);
  return [nginxFile, describeFile];
}
