import {describe, expect, it} from 'vitest';
import {defaultServiceUrls, serviceUrls} from '@site/src/lib/config/serviceUrls';

describe('service base URLs', () => {
  it('defaults to the public services', () => {
    expect(serviceUrls({})).toEqual(defaultServiceUrls);
    expect(defaultServiceUrls.downloadsApi).toBe('https://download.geysermc.org');
    expect(defaultServiceUrls.dumpServer).toBe('https://dump.geysermc.org');
    expect(defaultServiceUrls.globalApi).toBe('https://api.geysermc.org');
  });

  it('takes overrides from the environment without a trailing slash', () => {
    const urls = serviceUrls({DOWNLOADS_API_URL: 'http://127.0.0.1:9000/', DUMP_SERVER_URL: ' https://dumps.example.org/base/ '});
    expect(urls.downloadsApi).toBe('http://127.0.0.1:9000');
    expect(urls.dumpServer).toBe('https://dumps.example.org/base');
    expect(urls.globalApi).toBe(defaultServiceUrls.globalApi);
  });

  it('rejects values that are not http(s) URLs, naming the variable', () => {
    expect(() => serviceUrls({GLOBAL_API_URL: 'api.geysermc.org'})).toThrow(/GLOBAL_API_URL must be an absolute URL/);
    expect(() => serviceUrls({GLOBAL_API_URL: 'ftp://example.org'})).toThrow(/GLOBAL_API_URL must use http or https/);
  });
});
