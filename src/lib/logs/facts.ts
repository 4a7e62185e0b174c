/** The setup facts a log can state (read by ./setup.ts); no imports, so the page can use the names without the patterns. */

export interface SetupFact {
  value: string;
  /** 1-based line the fact was read from. */
  line: number;
}

export interface SetupFacts {
  geyserVersion?: SetupFact;
  geyserBuild?: SetupFact;
  floodgateVersion?: SetupFact;
  floodgateBuild?: SetupFact;
  platform?: SetupFact;
  platformVersion?: SetupFact;
  minecraftVersion?: SetupFact;
  javaVersion?: SetupFact;
  bedrockPort?: SetupFact;
  javaPort?: SetupFact;
}

export const setupFactNames = [
  'geyserVersion',
  'geyserBuild',
  'floodgateVersion',
  'floodgateBuild',
  'platform',
  'platformVersion',
  'minecraftVersion',
  'javaVersion',
  'bedrockPort',
  'javaPort',
] as const satisfies readonly (keyof SetupFacts)[];
