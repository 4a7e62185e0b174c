/** Base URLs of the public services the site talks to; each can be pointed elsewhere by env. */
export interface ServiceUrls {
  downloadsApi: string;
  dumpServer: string;
  globalApi: string;
}

export const defaultServiceUrls: ServiceUrls = {
  downloadsApi: 'https://download.geysermc.org',
  dumpServer: 'https://dump.geysermc.org',
  globalApi: 'https://api.geysermc.org',
};

const envNames: Record<keyof ServiceUrls, string> = {
  downloadsApi: 'DOWNLOADS_API_URL',
  dumpServer: 'DUMP_SERVER_URL',
  globalApi: 'GLOBAL_API_URL',
};

/** Reads overrides from the environment; rejects anything that is not an http(s) URL. */
export function serviceUrls(env: Record<string, string | undefined>): ServiceUrls {
  const result = {...defaultServiceUrls};
  for (const key of Object.keys(envNames) as (keyof ServiceUrls)[]) {
    const value = env[envNames[key]]?.trim();
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${envNames[key]} must be an absolute URL, got "${value}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`${envNames[key]} must use http or https, got "${value}"`);
    }
    result[key] = url.toString().replace(/\/+$/, '');
  }
  return result;
}

export const serviceEnvNames = envNames;
