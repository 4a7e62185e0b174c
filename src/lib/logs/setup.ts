/**
 * What a log says about the setup: Geyser's and Floodgate's versions and builds, the platform,
 * Minecraft and Java versions, and the Bedrock and Java ports. Geyser's own lines are read in
 * every language of src/data/logProblems.ts (`logSetupMessages`); the platform lines are the
 * English startup lines of Paper/Spigot, Velocity, BungeeCord, Fabric and NeoForge. The first
 * line that states a fact wins. Pure.
 */
import {logSetupMessages} from '../../data/logProblems';
import type {SetupFacts} from './facts';
import {lineAt} from './lines';
import {templateSource} from './template';

// Named groups may repeat across alternatives only in newer engines, so each language is its own expression.
// "Loading {0} version {1}": Geyser names itself as {0}.
const geyserLoad = logSetupMessages.geyserLoad.texts.map((text) => new RegExp(templateSource(text.replace('{0}', 'Geyser'), true), 'm'));
const geyserStart = [...logSetupMessages.geyserStart.texts, ...logSetupMessages.geyserStartPort.texts].map(
  (text) => new RegExp(templateSource(text, true), 'm'),
);

/** A Geyser version line such as "2.9.0-b912 (git-master-1a2b3c4)". */
const geyserVersionPattern = /^(\d+\.\d+\.\d+)(?:-b(\d+))?/;

interface PlatformLine {
  pattern: RegExp;
  read: (match: RegExpExecArray) => {platform?: string; platformVersion?: string; minecraftVersion?: string};
}

const platformLines: PlatformLine[] = [
  // Paper, Spigot and their forks (CraftServer): "This server is running Paper version 1.21.4-211-main@… (MC: 1.21.4) (Implementing API version …)"
  {
    pattern: /This server is running (\S+) version (\S+)(?: \(MC: ([\w.-]+)\))?/,
    read: (match) => ({platform: match[1], platformVersion: match[2], minecraftVersion: match[3]}),
  },
  // Velocity: "Booting up Velocity 3.4.0-SNAPSHOT (git-…-b480)..."
  {pattern: /Booting up Velocity (\S+)/, read: (match) => ({platform: 'Velocity', platformVersion: match[1]})},
  // BungeeCord and Waterfall: "Enabled BungeeCord version git:BungeeCord-Bootstrap:1.21-R0.1-SNAPSHOT:…"
  {pattern: /Enabled (BungeeCord|Waterfall) version (\S+)/, read: (match) => ({platform: match[1], platformVersion: match[2]})},
  // Fabric: "Loading Minecraft 1.21.4 with Fabric Loader 0.16.9"
  {
    pattern: /Loading Minecraft (\S+) with Fabric Loader (\S+)/,
    read: (match) => ({platform: 'Fabric', platformVersion: match[2], minecraftVersion: match[1]}),
  },
  // NeoForge: "NeoForge mod loading, version 21.1.77, for MC 1.21.1"
  {
    pattern: /NeoForge mod loading, version ([^,\s]+), for MC (\S+)/,
    read: (match) => ({platform: 'NeoForge', platformVersion: match[1], minecraftVersion: match[2]}),
  },
];

// Floodgate as the platforms announce plugins: Paper "Loading server plugin floodgate v2.2.4-SNAPSHOT (b116-0e3163c)",
// Velocity "Loaded plugin floodgate 2.2.4-SNAPSHOT (b116-…) by GeyserMC", BungeeCord "Loaded plugin floodgate version 2.2.4-SNAPSHOT (b116-…)".
const floodgatePattern = /(?:Loading server plugin|Loaded plugin|Enabling) floodgate (?:v|version )?(\d[^\s(]*)(?: \(b(\d+)[^)]*\))?/i;
const minecraftPattern = /Starting minecraft server version (\S+)/;
const javaPatterns = [/Running Java (\d+)/, /Java version: (\d[\w.+-]*)/];
// "Starting Minecraft server on *:25565" (Minecraft), "Listening on /0.0.0.0:25577" (Velocity, BungeeCord)
const javaPortPattern = /(?:Starting Minecraft server on|Listening on) \S*:(\d{1,5})\b/;

export function readSetupFacts(text: string, starts: readonly number[]): SetupFacts {
  const facts: SetupFacts = {};
  const lineOf = (match: RegExpExecArray) => lineAt(starts, match.index) + 1;
  const first = (patterns: readonly RegExp[]): RegExpExecArray | undefined => {
    let best: RegExpExecArray | undefined;
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      if (match && (!best || match.index < best.index)) best = match;
    }
    return best;
  };

  const load = first(geyserLoad);
  const loaded = load?.groups;
  if (load && loaded?.p1) {
    const line = lineOf(load);
    const version = loaded.p1.trim();
    facts.geyserVersion = {value: version, line};
    const build = geyserVersionPattern.exec(version)?.[2];
    if (build) facts.geyserBuild = {value: build, line};
  }

  const floodgate = floodgatePattern.exec(text);
  if (floodgate) {
    facts.floodgateVersion = {value: floodgate[1]!, line: lineOf(floodgate)};
    if (floodgate[2]) facts.floodgateBuild = {value: floodgate[2], line: lineOf(floodgate)};
  }

  for (const {pattern, read} of platformLines) {
    const match = pattern.exec(text);
    if (!match) continue;
    const line = lineOf(match);
    const found = read(match);
    if (found.platform) facts.platform = {value: found.platform, line};
    if (found.platformVersion) facts.platformVersion = {value: found.platformVersion, line};
    if (found.minecraftVersion) facts.minecraftVersion = {value: found.minecraftVersion, line};
    break;
  }
  if (!facts.minecraftVersion) {
    const match = minecraftPattern.exec(text);
    if (match) facts.minecraftVersion = {value: match[1]!, line: lineOf(match)};
  }

  const java = first(javaPatterns);
  if (java) facts.javaVersion = {value: java[1]!, line: lineOf(java)};

  const start = first(geyserStart);
  // "Started Geyser on {0}:{1}" has the port second; "Started Geyser on UDP port {0}" has only the port.
  const bedrockPort = (start?.groups?.p1 ?? start?.groups?.p0)?.trim();
  if (start && bedrockPort && /^\d{1,5}$/.test(bedrockPort)) facts.bedrockPort = {value: bedrockPort, line: lineOf(start)};

  const javaPort = javaPortPattern.exec(text);
  if (javaPort) facts.javaPort = {value: javaPort[1]!, line: lineOf(javaPort)};
  return facts;
}
