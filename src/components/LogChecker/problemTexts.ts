import '@site/src/i18n/groups/logChecker';
import {translate} from '@docusaurus/Translate';
import type {LogProblemId} from '@site/src/data/logProblems';

/** One sentence per known problem: what the matching lines mean. */
export const problemTexts: Record<LogProblemId, () => string> = {
  failedToStart: () =>
    translate({
      id: 'utilities.logChecker.problem.failedToStart',
      message: 'Geyser could not open its Bedrock port, most often because another program already uses it.',
    }),
  udpNotSupported: () =>
    translate({
      id: 'utilities.logChecker.problem.udpNotSupported',
      message: 'The host says this server cannot use UDP, which Geyser needs for Bedrock players.',
    }),
  behindProxy: () =>
    translate({
      id: 'utilities.logChecker.problem.behindProxy',
      message: 'Geyser is installed on a server behind a BungeeCord or Velocity proxy; it belongs on the proxy.',
    }),
  floodgateNotInstalled: () =>
    translate({
      id: 'utilities.logChecker.problem.floodgateNotInstalled',
      message: 'Geyser is set to Floodgate authentication, but Floodgate is not installed or did not start, so Geyser stops.',
    }),
  floodgateKeyMissing: () =>
    translate({
      id: 'utilities.logChecker.problem.floodgateKeyMissing',
      message: "Geyser cannot find Floodgate's key.pem, so it cannot log Bedrock players in.",
    }),
  floodgateOutdated: () => translate({id: 'utilities.logChecker.problem.floodgateOutdated', message: 'Floodgate is too old for this Geyser build.'}),
  javaTooOld: () => translate({id: 'utilities.logChecker.problem.javaTooOld', message: 'The server runs a Java version older than Geyser needs.'}),
  floodgateKeyUnreadable: () =>
    translate({
      id: 'utilities.logChecker.problem.floodgateKeyUnreadable',
      message: 'Geyser could not read the Floodgate key file: it is not where the config points, or it is damaged.',
    }),
  floodgateKeyNotCreated: () =>
    translate({
      id: 'utilities.logChecker.problem.floodgateKeyNotCreated',
      message: 'Floodgate could not create its key, usually because its folder is not writable.',
    }),
  floodgateConfigUnreadable: () =>
    translate({
      id: 'utilities.logChecker.problem.floodgateConfigUnreadable',
      message: 'Floodgate could not read its config.yml, often because of a YAML mistake.',
    }),
  encryptionSetupFailed: () =>
    translate({
      id: 'utilities.logChecker.problem.encryptionSetupFailed',
      message: "Geyser stopped at startup because it could not fetch the keys of Minecraft's login service; the server could not reach it.",
    }),
  javaServerOutdated: () =>
    translate({
      id: 'utilities.logChecker.problem.javaServerOutdated',
      message: 'The Java server or proxy is older than the Minecraft version Geyser connects with.',
    }),
  javaServerUnreachable: () =>
    translate({
      id: 'utilities.logChecker.problem.javaServerUnreachable',
      message: 'Geyser could not connect to the Java server: it is not running, or the address or port is wrong.',
    }),
  invalidKey: () =>
    translate({
      id: 'utilities.logChecker.problem.invalidKey',
      message: 'Floodgate could not decrypt the login Geyser sent: the key.pem files are not the same.',
    }),
  keyTagMismatch: () =>
    translate({
      id: 'utilities.logChecker.problem.keyTagMismatch',
      message: "Floodgate's key does not match the key Geyser encrypted the login with.",
    }),
  encryptFailed: () =>
    translate({
      id: 'utilities.logChecker.problem.encryptFailed',
      message: 'Geyser could not encrypt the Floodgate login data with its key, so it disconnected the player.',
    }),
  floodgateLoginError: () =>
    translate({
      id: 'utilities.logChecker.problem.floodgateLoginError',
      message: 'The Java server treated a Bedrock player as a Java player: Floodgate is missing there or has a different key.',
    }),
  paidAccountRequired: () =>
    translate({
      id: 'utilities.logChecker.problem.paidAccountRequired',
      message: 'The server is in online mode and Geyser does not use Floodgate, so Bedrock players without a Java account are refused.',
    }),
  floodgateDataLength: () =>
    translate({
      id: 'utilities.logChecker.problem.floodgateDataLength',
      message: 'Geyser and Floodgate disagree about the login data format: one of them is outdated.',
    }),
  floodgateDataVersion: () =>
    translate({
      id: 'utilities.logChecker.problem.floodgateDataVersion',
      message: 'Floodgate received login data in a format it does not know: the Geyser and Floodgate builds do not match.',
    }),
  floodgateInternalError: () =>
    translate({
      id: 'utilities.logChecker.problem.floodgateInternalError',
      message: 'Floodgate hit an unexpected error while reading a login; the stack trace just before it says more.',
    }),
  bungeeIpForwarding: () =>
    translate({
      id: 'utilities.logChecker.problem.bungeeIpForwarding',
      message: "A backend expected BungeeCord's forwarding data and did not get it: check ip_forward and Floodgate on that backend.",
    }),
  forwardedNumberFormat: () =>
    translate({
      id: 'utilities.logChecker.problem.forwardedNumberFormat',
      message: 'A backend read Floodgate data where it expected BungeeCord forwarding: ip_forward is off on BungeeCord.',
    }),
  missingXuid: () =>
    translate({
      id: 'utilities.logChecker.problem.missingXuid',
      message: 'A login reached Floodgate without an Xbox user ID, so the player could not join.',
    }),
  velocityRequired: () =>
    translate({
      id: 'utilities.logChecker.problem.velocityRequired',
      message:
        "A connection reached a backend without Velocity's forwarding: Geyser points at the backend instead of the proxy, or the secret differs.",
    }),
  secureProfile: () =>
    translate({
      id: 'utilities.logChecker.problem.secureProfile',
      message: 'The server enforces secure chat profiles, which Bedrock players cannot provide.',
    }),
  usernameRejected: () =>
    translate({
      id: 'utilities.logChecker.problem.usernameRejected',
      message: "The server's username check rejected a Bedrock player's name, which starts with Floodgate's prefix.",
    }),
  waterdogForwarding: () =>
    translate({
      id: 'utilities.logChecker.problem.waterdogForwarding',
      message: 'Geyser expects players through a WaterdogPE proxy, but a player arrived without its forwarded data.',
    }),
  xboxLoginRequired: () =>
    translate({
      id: 'utilities.logChecker.problem.xboxLoginRequired',
      message: 'A player joined without being signed in to Xbox, or through a tool that changes the login.',
    }),
  linkRequired: () =>
    translate({
      id: 'utilities.logChecker.problem.linkRequired',
      message: 'Floodgate requires linked accounts, and this player has not linked one.',
    }),
  bedrockVersionMismatch: () =>
    translate({
      id: 'utilities.logChecker.problem.bedrockVersionMismatch',
      message: "A player's Minecraft version and this Geyser build do not match: update Geyser, or the player updates the game.",
    }),
  encryptionRequestWithoutToken: () =>
    translate({
      id: 'utilities.logChecker.problem.encryptionRequestWithoutToken',
      message: 'The server asked for an online-mode login that this Geyser could not give.',
    }),
  alreadyLoggedIn: () =>
    translate({
      id: 'utilities.logChecker.problem.alreadyLoggedIn',
      message: 'A player tried to join while the same account was still connected.',
    }),
  credentialsExpired: () =>
    translate({
      id: 'utilities.logChecker.problem.credentialsExpired',
      message: "A player's saved Java Edition sign-in no longer works, so they must sign in again.",
    }),
  javaAccountNotOwned: () =>
    translate({
      id: 'utilities.logChecker.problem.javaAccountNotOwned',
      message: 'A player signed in with a Microsoft account that does not own Java Edition.',
    }),
  loginRequired: () =>
    translate({
      id: 'utilities.logChecker.problem.loginRequired',
      message: 'A player left the Java account sign-in without signing in, or the sign-in failed.',
    }),
  disconnectedByServer: () =>
    translate({
      id: 'utilities.logChecker.problem.disconnectedByServer',
      message: 'The Java server disconnected a player; the reason is at the end of the line.',
    }),
  localeAssetCache: () =>
    translate({
      id: 'utilities.logChecker.problem.localeAssetCache',
      message: "Geyser could not download Minecraft's language files, often because Java tries IPv6.",
    }),
  encryptionUnavailable: () =>
    translate({
      id: 'utilities.logChecker.problem.encryptionUnavailable',
      message: 'Java could not set up encryption for Bedrock connections; players can join, but unencrypted.',
    }),
  linkDatabaseMissing: () =>
    translate({
      id: 'utilities.logChecker.problem.linkDatabaseMissing',
      message: 'Own linking is turned on, but no linking database implementation is installed.',
    }),
  skinApiUnreachable: () =>
    translate({
      id: 'utilities.logChecker.problem.skinApiUnreachable',
      message: "Geyser could not reach GeyserMC's skin service, so Java players see default skins on Bedrock players.",
    }),
};
