/** Translated texts for codes from src/lib/config-editor; every id is a literal for the extractor. */
import '@site/src/i18n/groups/configEditor';
import {translate} from '@docusaurus/Translate';
import {FLOODGATE_CONFIG_VERSION, SUPPORTED_GEYSER_VERSIONS, type ConfigGroupId, type StringFormat} from '@site/src/data/configFormats';
import type {DropReason} from '@site/src/data/configFormats/geyserMigrations';
import type {VersionWarning} from '@site/src/lib/config-editor/detect';
import type {ConfigLoadError, DocumentIssue, EditFailure} from '@site/src/lib/config-editor/configDocument';
import type {ValidationIssue} from '@site/src/lib/config-editor/validation';

export {floodgateFileLabel, platformLabel} from './labels';

export function loadErrorMessage(error: ConfigLoadError): string {
  switch (error.code) {
    case 'tooLarge':
      return translate({
        id: 'utilities.configEditor.error.tooLargeConfig',
        message: 'This file is larger than 256 KB. A real config is about 10 KB, so check that you picked config.yml.',
      });
    case 'binary':
      return translate({
        id: 'utilities.configEditor.error.binary',
        message: "This file is not plain text. Pick the config.yml file from Geyser's folder.",
      });
    case 'empty':
      return translate({id: 'utilities.configEditor.error.empty', message: 'This file is empty: it holds no settings.'});
    case 'invalidYaml':
      return error.line
        ? translate(
            {
              id: 'utilities.configEditor.error.invalidYamlAt',
              message: 'This file is not valid YAML. The first problem is on line {line}, column {column}.',
            },
            {line: error.line, column: error.column ?? 1},
          )
        : translate({id: 'utilities.configEditor.error.invalidYaml', message: 'This file is not valid YAML.'});
    case 'duplicateKey':
      return translate(
        {
          id: 'utilities.configEditor.error.duplicateKey',
          message: 'A key is written twice (the second time on line {line}). Geyser refuses such a file; remove one of the two.',
        },
        {line: error.line ?? '?'},
      );
    case 'multipleDocuments':
      return translate({
        id: 'utilities.configEditor.error.multipleDocuments',
        message: 'This file holds several YAML documents separated by ---. A Geyser config is a single document.',
      });
    case 'aliasLimit':
      return translate({
        id: 'utilities.configEditor.error.aliasLimit',
        message:
          'This file repeats YAML aliases (*name) far more often than any config needs. Expanding them could freeze the page, so it was not opened.',
      });
    case 'notMapping':
      return translate({
        id: 'utilities.configEditor.error.notMapping',
        message: 'This YAML file is not a set of named settings, so it cannot be a Geyser config.',
      });
    case 'notGeyserConfig':
      return translate({
        id: 'utilities.configEditor.error.notAConfig',
        message:
          'This YAML file does not look like a Geyser or Floodgate config: it has none of their sections (such as bedrock, java or player-link) and no config-version.',
      });
    case 'olderVersion':
      return error.product === 'floodgate'
        ? translate(
            {
              id: 'utilities.configEditor.error.olderFloodgateVersion',
              message:
                'This Floodgate file has config-version {version}, from a release before 2.0. Start Floodgate 2 once so it updates the file, or start from Default and copy your values across.',
            },
            {version: error.version ?? '?'},
          )
        : translate(
            {
              id: 'utilities.configEditor.error.olderGeyserVersion',
              message:
                'This file has config-version {version}, from a Geyser release older than 2.0. Start from Default and copy your values across.',
            },
            {version: error.version ?? '?'},
          );
  }
}

export function issueMessage(issue: ValidationIssue): string {
  switch (issue.code) {
    case 'required':
      return translate({id: 'utilities.configEditor.issue.required', message: 'Enter a value.'});
    case 'notBoolean':
      return translate({id: 'utilities.configEditor.issue.notBoolean', message: 'Must be true or false.'});
    case 'notInteger':
      return translate({id: 'utilities.configEditor.issue.notInteger', message: 'Must be a whole number.'});
    case 'outOfRange':
      return translate(
        {id: 'utilities.configEditor.issue.outOfRange', message: 'Must be between {min} and {max}.'},
        {min: issue.min, max: issue.max},
      );
    case 'belowMin':
      return translate({id: 'utilities.configEditor.issue.belowMin', message: 'Must be {min} or more.'}, {min: issue.min});
    case 'aboveMax':
      return translate({id: 'utilities.configEditor.issue.aboveMax', message: 'Must be {max} or less.'}, {max: issue.max});
    case 'notAllowed':
      return translate({id: 'utilities.configEditor.issue.notAllowed', message: 'Must be one of: {allowed}.'}, {allowed: issue.allowed.join(', ')});
    case 'notText':
      return translate({id: 'utilities.configEditor.issue.notText', message: 'Must be a single text value, not a list or a group of keys.'});
    case 'notList':
      return translate({id: 'utilities.configEditor.issue.notList', message: 'Must be a list of text entries.'});
    case 'invalidFormat':
      return formatMessage(issue.format);
    case 'invalidEntry':
      return translate(
        {
          id: 'utilities.configEditor.issue.invalidEntry',
          message: '"{entry}" is not an IP address, a subnet (such as 10.0.0.0/8) or an http(s) address.',
        },
        {entry: issue.entry},
      );
  }
}

function formatMessage(format: StringFormat): string {
  switch (format) {
    case 'listenAddress':
      return translate({
        id: 'utilities.configEditor.issue.format.listenAddress',
        message: 'Enter an IP address such as 0.0.0.0, or a host name.',
      });
    case 'remoteAddress':
      return translate({
        id: 'utilities.configEditor.issue.format.remoteAddress',
        message: 'Enter auto, an IP address or a host name, without http:// or a port.',
      });
    case 'locale':
      return translate({id: 'utilities.configEditor.issue.format.locale', message: 'Enter a language code such as en_us.'});
    case 'itemId':
      return translate({
        id: 'utilities.configEditor.issue.format.itemId',
        message: 'Enter an item ID such as minecraft:barrier, in lower case without spaces.',
      });
    case 'metricsId':
      return translate({id: 'utilities.configEditor.issue.format.metricsId', message: 'Must be a UUID, or the word generateduuid.'});
    case 'host':
      return translate({
        id: 'utilities.configEditor.issue.format.host',
        message: 'Enter an IP address or a host name, without http:// or a port ("auto" only worked in version 4 files).',
      });
    case 'localeOrSystem':
      return translate({
        id: 'utilities.configEditor.issue.format.localeOrSystem',
        message: 'Enter system, or a language code such as en_us.',
      });
    case 'uuid':
      return translate({id: 'utilities.configEditor.issue.format.uuid', message: 'Must be a UUID such as 123e4567-e89b-12d3-a456-426614174000.'});
    case 'webAddress':
      return translate({id: 'utilities.configEditor.issue.format.webAddress', message: 'Enter an address starting with http:// or https://.'});
    case 'listenerAddress':
      return translate({
        id: 'utilities.configEditor.issue.format.listenerAddress',
        message: "Enter address:port as in BungeeCord's config (for example 0.0.0.0:25577), or leave it empty.",
      });
    case 'usernamePrefix':
      return translate({
        id: 'utilities.configEditor.issue.format.usernamePrefix',
        message: 'Must be shorter than 16 characters; Floodgate replaces a longer prefix with ".".',
      });
    case 'fileName':
    case 'playerName':
    case 'proxyAllowEntry':
      return translate({id: 'utilities.configEditor.issue.required', message: 'Enter a value.'});
  }
}

export function documentIssueMessage(issue: DocumentIssue): string {
  return translate(
    {
      id: 'utilities.configEditor.issue.sectionNotMapping',
      message: 'The {key} section holds a single value instead of options indented under it. Fix it in the file, then upload it again.',
    },
    {key: issue.key},
  );
}

export function editFailureMessage(reason: EditFailure): string {
  switch (reason) {
    case 'unsupportedLayout':
      return translate({
        id: 'utilities.configEditor.edit.unsupportedLayout',
        message: 'This option is written in a way the editor cannot change safely (for example inside {…} braces). Change it by hand.',
      });
    default:
      return translate({
        id: 'utilities.configEditor.edit.failed',
        message: 'This change could not be written without touching other lines of your file, so it was not made.',
      });
  }
}

export function groupTitle(group: ConfigGroupId): string {
  switch (group) {
    case 'bedrock':
      return translate({id: 'utilities.configEditor.group.bedrock', message: 'Bedrock players'});
    case 'remote':
      return translate({id: 'utilities.configEditor.group.remote', message: 'Java server'});
    case 'general':
      return translate({id: 'utilities.configEditor.group.general', message: 'General'});
    case 'gameplay':
      return translate({id: 'utilities.configEditor.group.gameplay', message: 'Gameplay'});
    case 'metrics':
      return translate({id: 'utilities.configEditor.group.metrics', message: 'Statistics'});
    case 'advanced':
      return translate({id: 'utilities.configEditor.group.advanced', message: 'Advanced'});
    case 'java':
      return translate({id: 'utilities.configEditor.group.java', message: 'Java server'});
    case 'motd':
      return translate({id: 'utilities.configEditor.group.motd', message: 'Server list entry'});
    case 'advancedJava':
      return translate({id: 'utilities.configEditor.group.advancedJava', message: 'Advanced: Java connection'});
    case 'advancedBedrock':
      return translate({id: 'utilities.configEditor.group.advancedBedrock', message: 'Advanced: Bedrock connection'});
    case 'floodgate':
      return translate({id: 'utilities.configEditor.group.floodgate', message: 'Key and player names'});
    case 'disconnect':
      return translate({id: 'utilities.configEditor.group.disconnect', message: 'Disconnect messages'});
    case 'playerLink':
      return translate({id: 'utilities.configEditor.group.playerLink', message: 'Account linking'});
  }
}

export function versionWarningMessage(warning: VersionWarning): string {
  return warning.product === 'floodgate'
    ? translate(
        {
          id: 'utilities.configEditor.warning.newerFloodgate',
          message:
            'This file has config-version {version}, from a Floodgate release newer than this editor knows (it knows version {known}). It is shown read-only so nothing in it is lost.',
        },
        {version: warning.version, known: FLOODGATE_CONFIG_VERSION},
      )
    : translate(
        {
          id: 'utilities.configEditor.warning.newerGeyser',
          message:
            'This file has config-version {version}, from a Geyser release newer than this editor knows (it reads versions {known}). It is shown read-only so nothing in it is lost.',
        },
        {version: warning.version, known: SUPPORTED_GEYSER_VERSIONS.join(', ')},
      );
}

export function dropReasonMessage(reason: DropReason): string {
  switch (reason) {
    case 'cosmeticsExtension':
      return translate({
        id: 'utilities.configEditor.drop.cosmeticsExtension',
        message: 'Third-party capes and ears left Geyser; the ThirdPartyCosmetics extension provides them now.',
      });
    case 'emoteOffhandExtension':
      return translate({
        id: 'utilities.configEditor.drop.emoteOffhandExtension',
        message:
          'The emote workaround left Geyser; the EmoteOffhandExtension provides it now. Only "no-emotes" carries over, as emotes-enabled: false.',
      });
    case 'foldedIntoSkullLimit':
      return translate({
        id: 'utilities.configEditor.drop.foldedIntoSkullLimit',
        message: 'Replaced by gameplay.max-visible-custom-skulls: false there becomes a limit of 0.',
      });
    case 'standaloneAlwaysPings':
      return translate({
        id: 'utilities.configEditor.drop.standaloneAlwaysPings',
        message: 'Standalone always pings the Java server for its list entry, so the option has no meaning there.',
      });
    case 'readFromServer':
      return translate({
        id: 'utilities.configEditor.drop.readFromServer',
        message: "Plugin and mod builds read the server's address and port themselves; only Standalone writes them.",
      });
    case 'notOnThisPlatform':
      return translate({
        id: 'utilities.configEditor.drop.notOnThisPlatform',
        message: 'This build of Geyser does not have the option.',
      });
    case 'noLongerRead':
      return translate({
        id: 'utilities.configEditor.drop.noLongerRead',
        message: 'Current Geyser does not read this key and leaves it out when it rewrites the file.',
      });
  }
}
