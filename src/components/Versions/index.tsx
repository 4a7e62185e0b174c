import React from 'react';
import {geyserVersions, versionRange} from '@site/src/data/versions';

/** Inline facts for MDX pages, so the numbers live only in src/data/versions.ts. */
export function BedrockPort(): React.JSX.Element {
  return <>{geyserVersions.bedrockPort}</>;
}

export function JavaPort(): React.JSX.Element {
  return <>{geyserVersions.javaPort}</>;
}

export function JavaRuntime(): React.JSX.Element {
  return <>{geyserVersions.javaRuntime}</>;
}

/** First Bedrock version whose Windows build needs no loopback exemption. */
export function BedrockWindowsGdk(): React.JSX.Element {
  return <>{geyserVersions.bedrockWindowsGdk}</>;
}

/** Oldest Minecraft server version the Paper/Spigot plugin runs on. */
export function SpigotMinimumServer(): React.JSX.Element {
  return <>{geyserVersions.spigotMinimumServer}</>;
}

export function SupportedBedrock(): React.JSX.Element {
  return <>{versionRange(geyserVersions.bedrock)}</>;
}

export function SupportedJava(): React.JSX.Element {
  return <>{versionRange(geyserVersions.java)}</>;
}

/** Every supported Bedrock version, comma separated. */
export function BedrockVersionList(): React.JSX.Element {
  return <>{geyserVersions.bedrock.join(', ')}</>;
}
