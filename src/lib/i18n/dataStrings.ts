/**
 * Strings that live in data files (hosting-provider steps, community project
 * descriptions) rather than in components. Docusaurus can only extract
 * translate() calls with literal ids, so these are listed here instead and
 * published to translators by plugins/i18n (dataStrings).
 */
import {hostingProviders} from '../../data/hostingProviders';
import {communityProjects, communityProjectSlug} from '../../data/communityProjects';
import {allOptionTexts, optionKey, optionTextId} from '../../data/configFormats';
import {anticheats} from '../../data/anticheats';
import {floodgateCommands, floodgatePermissions, geyserCommands, geyserPermissions} from '../../data/commands';
import {providerSlug} from '../providers/slug';
import {anticheatConfigureId, commandDescriptionId, communityProjectId, providerNoteId, providerStepId, type DataString} from './dataStringIds';

export type {DataString} from './dataStringIds';

/** Every data string by id, with its English text and a hint for translators. */
export function dataStrings(): Record<string, DataString> {
  const strings: Record<string, DataString> = {};
  for (const provider of hostingProviders) {
    const slug = providerSlug(provider.name);
    provider.steps.forEach((step, index) => {
      strings[providerStepId(slug, index)] = {
        message: step,
        description: `Step ${index + 1} for the host ${provider.name}. Keep \`backticks\` and URLs as they are.`,
      };
    });
    if (provider.note) {
      strings[providerNoteId(slug)] = {message: provider.note, description: `Note about the host ${provider.name}.`};
    }
  }
  for (const project of communityProjects) {
    strings[communityProjectId(communityProjectSlug(project.name))] = {
      message: project.description,
      description: `Description of the community project ${project.name}.`,
    };
  }
  for (const anticheat of anticheats) {
    strings[anticheatConfigureId(providerSlug(anticheat.name))] = {
      message: anticheat.configure,
      description: `What to configure for the anticheat ${anticheat.name}. Keep \`backticks\` and URLs as they are.`,
    };
  }
  for (const entry of [...geyserCommands, ...geyserPermissions, ...floodgateCommands, ...floodgatePermissions]) {
    const what = 'usage' in entry ? `the command ${entry.usage}` : `the permission ${entry.permission}`;
    strings[commandDescriptionId(entry.permission)] = {
      message: entry.description,
      description: `What ${what} does, in one short line. Keep \`backticks\` as they are.`,
    };
  }
  for (const {option, textPrefix} of allOptionTexts()) {
    const program = textPrefix === 'configEditor.floodgate' ? 'Floodgate' : 'Geyser';
    strings[optionTextId({textPrefix}, option, 'label')] = {
      message: option.label,
      description: `Config editor: the short name of the ${program} option ${optionKey(option)}.`,
    };
    strings[optionTextId({textPrefix}, option, 'description')] = {
      message: option.description,
      description: `Config editor: what the ${program} option ${optionKey(option)} does. Keep option names and values as they are.`,
    };
  }
  return strings;
}
