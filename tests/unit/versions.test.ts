import {describe, expect, it} from 'vitest';
import {geyserVersions, versionRange} from '@site/src/data/versions';

describe('Geyser version facts', () => {
  it('uses the default Bedrock port 19132', () => {
    expect(geyserVersions.bedrockPort).toBe(19132);
    expect(geyserVersions.javaPort).toBe(25565);
  });

  it('lists versions as dotted numbers, oldest first and without duplicates', () => {
    for (const list of [geyserVersions.bedrock, geyserVersions.java]) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
      for (const v of list) expect(v, `"${v}" is not a version number`).toMatch(/^\d+(\.\d+)+$/);
      const parsed = list.map((v) => v.split('.').map(Number));
      for (let i = 1; i < parsed.length; i++) {
        const [a, b] = [parsed[i - 1], parsed[i]];
        const cmp = a[0] - b[0] || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0);
        expect(cmp, `${list[i - 1]} should come before ${list[i]}`).toBeLessThan(0);
      }
    }
  });

  it('names the oldest server the Paper/Spigot plugin runs on as a release older than the native Java version', () => {
    const min = geyserVersions.spigotMinimumServer;
    expect(min, `"${min}" is not a version number`).toMatch(/^\d+(\.\d+)+$/);
    const [a, b] = [min, geyserVersions.java[0]].map((v) => v.split('.').map(Number));
    const cmp = a[0] - b[0] || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0);
    expect(cmp, `${min} should be older than ${geyserVersions.java[0]}`).toBeLessThan(0);
  });

  it('dates the loopback-free Windows build before every Bedrock version Geyser accepts', () => {
    // The wiki tells Windows players that no accepted client needs a loopback exemption.
    const gdk = geyserVersions.bedrockWindowsGdk;
    expect(gdk, `"${gdk}" is not a version number`).toMatch(/^\d+(\.\d+)+$/);
    const [a, b] = [gdk, geyserVersions.bedrock[0]].map((v) => v.split('.').map(Number));
    const cmp = a[0] - b[0] || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0);
    expect(cmp, `${gdk} should not be newer than the oldest accepted Bedrock version ${geyserVersions.bedrock[0]}`).toBeLessThanOrEqual(0);
  });

  it('formats a range for prose', () => {
    expect(versionRange(['1.0'])).toBe('1.0');
    expect(versionRange(['26.0', '26.10', '26.40'])).toBe('26.0 – 26.40');
    expect(versionRange([])).toBe('');
  });
});
