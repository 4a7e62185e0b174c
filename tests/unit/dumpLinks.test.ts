import {describe, expect, it} from 'vitest';
import {asHttpUrl, outsideLink} from '@site/src/lib/dump/links';

describe('links from a dump', () => {
  it('are http(s) addresses with the host a reader sees', () => {
    expect(outsideLink('https://mclo.gs/Qw3rTy9')).toEqual({href: 'https://mclo.gs/Qw3rTy9', host: 'mclo.gs'});
    expect(outsideLink('  http://Example.NET:8080/a b ')).toEqual({href: 'http://example.net:8080/a%20b', host: 'example.net:8080'});
    expect(outsideLink('https://github.com/GeyserMC/Geyser')?.host).toBe('github.com');
  });

  it('name the real host, not what the address pretends to be', () => {
    expect(outsideLink('https://github.com@evil.example/GeyserMC')?.host).toBe('evil.example');
    expect(outsideLink('https://github.com.evil.example/')?.host).toBe('github.com.evil.example');
    // international names in their ASCII form, so look-alike letters show
    expect(outsideLink('https://gіthub.com/')?.host).toBe('xn--gthub-n2e.com');
  });

  it('are nothing for other schemes, relative addresses and non-strings', () => {
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://example.net/',
      'mailto:a@example.net',
      '//example.net/',
      '/raw/abc',
      'example.net',
      'http://',
      '',
      '   ',
      undefined,
      null,
      42,
      {href: 'https://example.net/'},
    ]) {
      expect(outsideLink(value), String(value)).toBeUndefined();
      expect(asHttpUrl(value)).toBeUndefined();
    }
  });
});
