/**
 * Reads the settings the diagnostics care about from a dump's config, whichever
 * layout it has. Config-version 4 (Jackson, until late 2025) was mostly flat with a
 * `remote` section; version 5 and newer (Configurate) group options into `java`,
 * `motd`, `gameplay` and `advanced`, and renamed the PROXY protocol switches.
 */
import type {AuthType, ConfigSettings} from './model';
import {asBoolean, asInteger, asObject, asString, configValue, type JsonObject} from './read';

export function normaliseAuthType(value: unknown): AuthType | undefined {
  const text = asString(value)?.trim().toLowerCase();
  return text === 'online' || text === 'offline' || text === 'floodgate' ? text : undefined;
}

function section(parent: JsonObject | undefined, key: string): JsonObject | undefined {
  return asObject(configValue(parent, key));
}

export function readConfigSettings(config: JsonObject | undefined): ConfigSettings {
  if (!config) return {};
  const bedrock = section(config, 'bedrock');
  const java = section(config, 'java');
  const remote = section(config, 'remote');
  const advanced = section(config, 'advanced');
  const advancedBedrock = section(advanced, 'bedrock');
  const advancedJava = section(advanced, 'java');
  const server = java ?? remote;

  const configVersion = asInteger(configValue(config, 'config-version'));
  let layout: ConfigSettings['layout'];
  if (java || advanced || (configVersion !== undefined && configVersion >= 5)) layout = 'sectioned';
  else if (remote || configVersion !== undefined) layout = 'flat';

  return {
    configVersion,
    layout,
    bedrockAddress: asString(configValue(bedrock, 'address')),
    bedrockPort: asInteger(configValue(bedrock, 'port')),
    cloneRemotePort: asBoolean(configValue(bedrock, 'clone-remote-port')),
    bedrockProxyProtocol: asBoolean(configValue(advancedBedrock, 'use-haproxy-protocol')) ?? asBoolean(configValue(bedrock, 'enable-proxy-protocol')),
    javaAddress: asString(configValue(server, 'address')),
    javaPort: asInteger(configValue(server, 'port')),
    authType: normaliseAuthType(configValue(server, 'auth-type')),
    javaProxyProtocol: asBoolean(configValue(advancedJava, 'use-haproxy-protocol')) ?? asBoolean(configValue(remote, 'use-proxy-protocol')),
    useDirectConnection: asBoolean(configValue(advancedJava, 'use-direct-connection')) ?? asBoolean(configValue(config, 'use-direct-connection')),
    debugMode: asBoolean(configValue(config, 'debug-mode')),
  };
}
