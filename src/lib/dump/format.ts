/** Formatting and version arithmetic for dump values; no DOM, locale passed in. */

const mebibytesPerGibibyte = 1024;

/**
 * Geyser writes memory in whole MiB. Below 1 GiB show MB, above it GB with one
 * decimal, in the reader's locale ("1,5 GB" in German).
 */
export function formatMegabytes(megabytes: number, locale: string): string {
  const inGigabytes = Math.abs(megabytes) >= mebibytesPerGibibyte;
  const value = inGigabytes ? megabytes / mebibytesPerGibibyte : megabytes;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: inGigabytes ? 'gigabyte' : 'megabyte',
      unitDisplay: 'short',
      maximumFractionDigits: inGigabytes ? 1 : 0,
    }).format(value);
  } catch {
    // an unknown locale tag: fall back to plain English-style figures
    return `${inGigabytes ? value.toFixed(1) : Math.round(value)} ${inGigabytes ? 'GB' : 'MB'}`;
  }
}

/**
 * The feature release of a Java version string: "1.8.0_402-b06" → 8,
 * "17.0.10+7" → 17, "21+35-2513" → 21, "25-ea" → 25.
 */
export function javaMajorVersion(javaVersion: string | undefined): number | undefined {
  const match = /^\s*(\d+)(?:\.(\d+))?/.exec(javaVersion ?? '');
  if (!match) return undefined;
  const first = Number(match[1]);
  if (first === 1 && match[2] !== undefined) return Number(match[2]);
  return first > 0 ? first : undefined;
}

/** "2.11.1-b987 (git-master-1a2b3c4)" → "2.11.1". */
export function releaseVersion(version: string | undefined): string | undefined {
  return /^\s*v?(\d+(?:\.\d+){1,3})/.exec(version ?? '')?.[1];
}

/** Negative when a < b, zero when equal, positive when a > b; missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
