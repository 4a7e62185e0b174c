/**
 * Anticheat plugins and how they treat Bedrock players who join through Geyser.
 * Rendered by src/components/AnticheatList on /wiki/geyser/anticheat-compatibility/
 * and checked by tests/unit/anticheats.test.ts.
 *
 * Entries are community reports and the anticheats' own statements, not tests by
 * the Geyser team. Add an anticheat only with a source that says how it behaves
 * with Geyser, and record when that source was last checked. Keep the list sorted
 * by name (case-insensitive). `configure` is plain text: `backticks` become inline
 * code and https:// links become links when rendered.
 */

/**
 * works: checks Bedrock players and understands how they move, so they are protected too.
 * addon: needs an add-on or a setting; after that Bedrock players are not falsely flagged.
 * partial: leaves Bedrock players alone by itself, so they are not flagged but also not checked.
 * incompatible: flags normal Bedrock play as cheating.
 */
export type AnticheatStatus = 'works' | 'addon' | 'partial' | 'incompatible';

/** Display order, best first. */
export const anticheatStatuses: readonly AnticheatStatus[] = ['works', 'addon', 'partial', 'incompatible'];

export interface AnticheatAddon {
  name: string;
  url: string;
}

export interface Anticheat {
  name: string;
  /** The anticheat's own page (download page, store page or repository). */
  url: string;
  status: AnticheatStatus;
  /** Sold rather than free. */
  paid: boolean;
  /** What a server owner has to do, in one or two sentences. */
  configure: string;
  /** An add-on that changes how the anticheat treats Bedrock players. Required when status is "addon". */
  addon?: AnticheatAddon;
  /** Where the status comes from, and the day (YYYY-MM-DD) that source was last checked. */
  source: {url: string; checked: string};
}

// The community list kept on the public GeyserMC wiki, which dates each report.
const communityList = 'https://github.com/GeyserMC/GeyserWebsite/blob/master/wiki/geyser/anticheat-compatibility.md';

export const anticheats: Anticheat[] = [
  {
    name: 'Boar',
    url: 'https://modrinth.com/plugin/boar',
    status: 'works',
    paid: false,
    configure:
      'Made for Bedrock players: it runs its own checks on players who join through Geyser. It does not replace a Java anticheat for your Java players.',
    source: {url: communityList, checked: '2026-03-13'},
  },
  {
    name: 'GodsEye',
    url: 'https://www.spigotmc.org/resources/69595/',
    status: 'incompatible',
    paid: true,
    configure: 'Flags Bedrock players on its own. The community add-on GodsEyeGeyserMC makes it leave them alone, which turns it into a partial fit.',
    addon: {name: 'GodsEyeGeyserMC', url: 'https://github.com/TheDejavu/GodsEyeGeyserMC/releases'},
    source: {url: communityList, checked: '2024-03-23'},
  },
  {
    name: 'GrimAC',
    url: 'https://github.com/GrimAnticheat/Grim',
    status: 'partial',
    paid: false,
    configure:
      'Nothing to set: its README states that Geyser players are fully exempt. Java players are checked as usual; Bedrock players need a separate Bedrock anticheat if you want them checked.',
    source: {url: 'https://github.com/GrimAnticheat/Grim/blob/2.0/README.md', checked: '2024-11-08'},
  },
  {
    name: 'Intave',
    url: 'https://intave.ac/',
    status: 'addon',
    paid: true,
    configure:
      'Install the Intave Bedrock add-on on the same server. It uses the Floodgate API to find Bedrock players and excludes them from Intave, so Floodgate must be installed there too.',
    addon: {name: 'Intave Bedrock', url: 'https://github.com/intave/bedrock'},
    source: {url: 'https://github.com/intave/bedrock', checked: '2024-07-02'},
  },
  {
    name: 'Matrix',
    url: 'https://matrix.rip/',
    status: 'partial',
    paid: true,
    configure: 'Skips Bedrock players without extra settings, so they are not flagged but also not checked.',
    source: {url: communityList, checked: '2024-07-23'},
  },
  {
    name: 'NoCheatPlus',
    url: 'https://ci.codemc.io/job/Updated-NoCheatPlus/job/Updated-NoCheatPlus/',
    status: 'incompatible',
    paid: false,
    configure: 'Flags normal Bedrock play. The CompatNoCheatPlus add-on brings it up to a partial fit.',
    addon: {name: 'CompatNoCheatPlus', url: 'https://github.com/Updated-NoCheatPlus/CompatNoCheatPlus/'},
    source: {url: communityList, checked: '2024-07-14'},
  },
  {
    name: 'Spartan: Java Edition',
    url: 'https://www.spigotmc.org/resources/25638/',
    status: 'partial',
    paid: true,
    configure:
      'Spartan: Java Edition leaves Bedrock players alone. Its separate Bedrock Edition, which did check them, was no longer sold on SpigotMC in February 2026.',
    source: {url: communityList, checked: '2024-07-18'},
  },
  {
    name: 'Themis',
    url: 'https://www.spigotmc.org/resources/90766/',
    status: 'works',
    paid: false,
    configure: 'Checks Bedrock players accurately without extra settings, according to the community reports.',
    source: {url: communityList, checked: '2024-07-11'},
  },
  {
    name: 'Verus',
    url: 'https://verus.ac/',
    status: 'partial',
    paid: true,
    configure: 'Skips Bedrock players without extra settings, so they are not flagged but also not checked.',
    source: {url: communityList, checked: '2024-02-04'},
  },
  {
    name: 'Vulcan',
    url: 'https://www.spigotmc.org/resources/83626/',
    status: 'partial',
    paid: true,
    configure: 'Skips Bedrock players without extra settings, so they are not flagged but also not checked.',
    source: {url: communityList, checked: '2024-07-20'},
  },
  {
    name: 'Wraith',
    url: 'https://www.spigotmc.org/resources/66887/',
    status: 'incompatible',
    paid: true,
    configure: 'Flags normal Bedrock play and has no known add-on. Exempt Bedrock players yourself (see below) or choose another anticheat.',
    source: {url: communityList, checked: '2023-01-26'},
  },
];
