import {describe, expect, it} from 'vitest';
import {logProblems, type LogProblemId} from '../../src/data/logProblems';
import {checkLog, maxLineLength, maxLinesPerProblem} from '../../src/lib/logs/check';
import {templateSource} from '../../src/lib/logs/template';

/** One short log per problem, as the server prints it (written for these tests). */
const samples: Record<LogProblemId, string> = {
  failedToStart: '[10:00:01 ERROR]: [Geyser-Spigot] Failed to start Geyser on 0.0.0.0:19132\njava.net.BindException: Address already in use',
  udpNotSupported:
    '[10:00:01 ERROR]: java.lang.UnsupportedOperationException: This hosting/service provider does not support applications running on the UDP port',
  behindProxy:
    '[10:00:01 WARN]: [Geyser-Spigot] This server appears to be running behind a BungeeCord proxy! Remove the Geyser plugin from this server and install Geyser only on your proxy.',
  floodgateNotInstalled: '[10:00:01 ERROR]: [Geyser-Spigot] Auth-type set to Floodgate but Floodgate is not installed!',
  floodgateKeyMissing: '[10:00:01 ERROR]: [Geyser-Velocity] Auth-type set to Floodgate and the public key is missing!',
  floodgateOutdated:
    "[10:00:01 ERROR]: [Geyser-Spigot] You need to update your Floodgate version for this build of Geyser, as it's no longer compatible! Download from https://geysermc.org/download.",
  javaTooOld:
    'Exception in thread "main" java.lang.UnsupportedClassVersionError: org/geysermc/geyser/platform/standalone/GeyserStandaloneBootstrap has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0',
  floodgateKeyUnreadable: '[10:00:01 ERROR]: Error while reading Floodgate key file\njava.nio.file.NoSuchFileException: key.pem',
  floodgateKeyNotCreated: '[10:00:01 ERROR]: [floodgate] java.lang.RuntimeException: Error while creating key',
  floodgateConfigUnreadable: '[10:00:01 ERROR]: [floodgate] Failed to load the config! Try to delete the config file if this error persists',
  encryptionSetupFailed:
    '[10:00:01 ERROR]: [Geyser-Spigot] Unable to set up encryption! This can be caused by your internet connection or the Minecraft api being unreachable.',
  javaServerOutdated:
    '[10:02:11 INFO]: [Geyser-BungeeCord] Steve has disconnected from the Java server because of This server does not support Java Edition 1.21.4, which is required for Geyser to connect.',
  javaServerUnreachable:
    '[10:02:11 INFO] Bedrock user with ip: 203.0.113.5 has disconnected for reason Could not reach the Java Edition server! It is either not running or not accepting connections.',
  invalidKey: '[10:02:11 INFO]: Geyser-Floodgate (/203.0.113.5:51234) lost connection: Please connect through the official Geyser',
  keyTagMismatch: '[10:02:11 WARN]: [floodgate] javax.crypto.AEADBadTagException: Tag mismatch!',
  encryptFailed: '[10:02:11 ERROR]: [Geyser-Standalone] Failed to encrypt message\njava.security.InvalidKeyException: bad key',
  floodgateLoginError:
    '[10:02:11 INFO] Steve has disconnected from the Java server because of Tried to log in as a Java Edition player! Is Floodgate set up correctly?',
  paidAccountRequired:
    "[10:02:11 INFO] Bedrock user with ip: 203.0.113.5 has disconnected for reason The Java Edition server you're connecting to requires a paid Java Edition account!",
  floodgateDataLength: '[10:02:11 INFO]: .Steve lost connection: Expected 12 arguments, got 11. Is Geyser up-to-date?',
  floodgateDataVersion: '[10:02:11 INFO]: .Steve lost connection: Received an unsupported Floodgate data version. Expected 1, received 2.',
  floodgateInternalError: '[10:02:11 INFO]: .Steve lost connection: An internal error happened while handling Floodgate data.',
  bungeeIpForwarding:
    '[10:02:11 INFO]: /203.0.113.5:51234 lost connection: If you wish to use IP forwarding, please enable it in your BungeeCord config as well!',
  forwardedNumberFormat:
    '[10:02:11 INFO]: Geyser-Floodgate:51777 lost connection: Internal Exception: java.lang.NumberFormatException: For input string: "gBq9x1"',
  missingXuid: '[10:02:11 ERROR]: [floodgate] java.lang.NumberFormatException: For input string: ""',
  velocityRequired: '[10:02:11 INFO]: .Steve lost connection: This server requires you to connect with Velocity.',
  secureProfile: '[10:02:11 INFO]: .Steve lost connection: Missing profile public key. This server requires secure profiles.',
  usernameRejected: '[10:02:11 INFO]: com.mojang.authlib.GameProfile@1 (/203.0.113.5:51234) lost connection: Failed to verify username!',
  waterdogForwarding:
    '[10:02:11 INFO] Bedrock user with ip: 203.0.113.5 has disconnected for reason Did not receive IP and xuid forwarded from the proxy!',
  xboxLoginRequired: '[10:02:11 INFO] Bedrock user with ip: 203.0.113.5 has disconnected for reason Please log into Xbox to join this server.',
  linkRequired:
    '[10:02:11 INFO]: .Steve lost connection: This server requires your Bedrock Edition account to be linked to a Java Edition account via Global Linking: https://link.geysermc.org/',
  bedrockVersionMismatch:
    '[10:02:11 INFO] Bedrock user with ip: 203.0.113.5 has disconnected for reason Outdated Geyser proxy! This server supports the following Bedrock versions: 1.21.50 - 1.21.70',
  encryptionRequestWithoutToken: '[10:02:11 WARN] Cannot reply to EncryptionRequestPacket without profile and access token.',
  alreadyLoggedIn: '[10:02:11 INFO] Bedrock user with ip: 203.0.113.5 has disconnected for reason Steve is already logged in!',
  credentialsExpired:
    '[10:02:11 ERROR] Error while attempting to use auth chain for Steve!\n[10:02:11 INFO] Your Java Edition credentials have expired or are no longer active. You must re-authenticate with Microsoft, and your credentials will be re-saved.',
  javaAccountNotOwned: '[10:02:11 INFO] Bedrock user with ip: 203.0.113.5 has disconnected for reason This server requires a paid Java account.',
  loginRequired: '[10:02:11 INFO] Bedrock user with ip: 203.0.113.5 has disconnected for reason Login is required',
  disconnectedByServer: '[10:02:11 INFO]: [Geyser-Spigot] Steve has disconnected from the Java server because of You are banned from this server.',
  localeAssetCache: '[10:00:02 ERROR]: [Geyser-Spigot] Failed to load locale asset cache: java.net.ConnectException: Network is unreachable',
  encryptionUnavailable:
    '[10:00:02 WARN]: [Geyser-Spigot] We were unable to initialize encryption! All Bedrock connections to this server will be insecure!',
  linkDatabaseMissing: '[10:00:02 ERROR]: [floodgate] Failed to find a database implementation',
  skinApiUnreachable:
    '[10:03:00 ERROR]: [Geyser-Spigot] Unable to resolve the skin api! This can be caused by your connection or the skin api being unreachable. timeout',
};

const ordinaryLines = [
  '[10:00:00 INFO]: Starting minecraft server version 1.21.4',
  '[10:00:00 INFO]: Loading properties',
  '[10:00:03 INFO]: Done (3.512s)! For help, type "help"',
  '[10:01:00 INFO]: Steve joined the game',
].join('\n');

describe('checkLog: one sample log per known problem', () => {
  for (const problem of logProblems) {
    it(`recognises ${problem.id}`, () => {
      const log = `${ordinaryLines}\n${samples[problem.id]}\n[10:05:00 INFO]: Steve left the game`;
      const report = checkLog(log);
      const found = report.problems.find((entry) => entry.id === problem.id);
      expect(found, `${problem.id} not found in its sample`).toBeDefined();
      expect(found!.lines[0]!.number).toBe(5);
      expect(found!.lines[0]!.text).toBe(samples[problem.id].split('\n')[0]);
      expect(found!.link).toBe(`/wiki/${problem.entries[0]!.page}/#${problem.entries[0]!.anchor}`);
    });
  }

  it('finds nothing in a log without known problems', () => {
    const report = checkLog(ordinaryLines);
    expect(report.problems).toEqual([]);
    expect(report.lineCount).toBe(4);
  });

  it('matches every translated text of every message, with its placeholders filled', () => {
    for (const problem of logProblems) {
      for (const text of problem.messages.flatMap((message) => message.texts)) {
        const line = `[10:02:11 INFO]: ${text.replace(/\{\w*\}/g, 'Steve')}`;
        const report = checkLog(`${ordinaryLines}\n${line}`);
        expect(
          report.problems.map((entry) => entry.id),
          text,
        ).toContain(problem.id);
      }
    }
  });

  it('does not let a placeholder reach across lines', () => {
    expect(new RegExp(templateSource('Failed to start Geyser on {0}:{1}')).test('Failed to start Geyser on 0.0.0.0\n:19132')).toBe(false);
  });
});

describe('checkLog: the report', () => {
  it('orders findings by how likely they keep players out, then by line', () => {
    const log = [
      samples.skinApiUnreachable,
      samples.alreadyLoggedIn,
      samples.invalidKey,
      samples.floodgateNotInstalled,
      samples.javaServerUnreachable,
    ].join('\n');
    expect(checkLog(log).problems.map((problem) => problem.id)).toEqual([
      'floodgateNotInstalled',
      'invalidKey',
      'javaServerUnreachable',
      'alreadyLoggedIn',
      'skinApiUnreachable',
    ]);
  });

  it('keeps the first lines of a problem and counts the rest', () => {
    const log = Array.from({length: 12}, () => samples.invalidKey).join('\n');
    const [found] = checkLog(log).problems;
    expect(found!.lineCount).toBe(12);
    expect(found!.lines.map((line) => line.number)).toEqual([1, 2, 3, 4, 5].slice(0, maxLinesPerProblem));
  });

  it('cuts very long lines, drops colour codes and Windows line ends, and keeps markup as text', () => {
    const hostile = `<img src=x onerror=alert(1)> \u001b[31mPlease connect through the official Geyser\u001b[0m ${'A'.repeat(5000)}`;
    const log = `${hostile}\r\n${samples.floodgateNotInstalled}\r\n`;
    const report = checkLog(log);
    const invalidKey = report.problems.find((problem) => problem.id === 'invalidKey')!;
    expect(invalidKey.lines[0]!.cut).toBe(true);
    expect(invalidKey.lines[0]!.text.length).toBe(maxLineLength);
    expect(invalidKey.lines[0]!.text.startsWith('<img src=x onerror=alert(1)> Please connect')).toBe(true);
    const notInstalled = report.problems.find((problem) => problem.id === 'floodgateNotInstalled')!;
    expect(notInstalled.lines[0]).toEqual({number: 2, text: samples.floodgateNotInstalled, cut: false});
    expect(report.lineCount).toBe(2);
  });

  it('checks 100,000 lines', () => {
    const lines = Array.from({length: 100_000}, (_, index) => `[10:00:00 INFO]: [Plugin] work item ${index}`);
    lines[99_998] = samples.floodgateKeyMissing;
    const report = checkLog(lines.join('\n'));
    expect(report.lineCount).toBe(100_000);
    expect(report.problems.map((problem) => [problem.id, problem.lines[0]!.number])).toEqual([['floodgateKeyMissing', 99_999]]);
  });
});

describe('checkLog: setup facts', () => {
  it('reads a Paper server with Geyser and Floodgate', () => {
    const log = [
      '[10:00:00 INFO]: [bootstrap] Running Java 21 (OpenJDK 64-Bit Server VM 21.0.5+11-LTS; Eclipse Adoptium Temurin-21.0.5+11) on Linux 6.8.0 (amd64)',
      '[10:00:00 INFO]: Starting minecraft server version 1.21.4',
      '[10:00:00 INFO]: Starting Minecraft server on *:25566',
      '[10:00:01 INFO]: This server is running Paper version 1.21.4-211-main@a1b2c3d (2025-02-01T10:00:00Z) (Implementing API version 1.21.4-R0.1-SNAPSHOT)',
      '[10:00:02 INFO]: [floodgate] Loading server plugin floodgate v2.2.4-SNAPSHOT (b116-0e3163c)',
      '[10:00:03 INFO]: [Geyser-Spigot] Loading Geyser version 2.9.0-b912 (git-master-1a2b3c4)',
      '[10:00:05 INFO]: [Geyser-Spigot] Started Geyser on 0.0.0.0:19133',
    ].join('\n');
    const {setup} = checkLog(log);
    expect(Object.fromEntries(Object.entries(setup).map(([name, fact]) => [name, fact.value]))).toEqual({
      javaVersion: '21',
      minecraftVersion: '1.21.4',
      javaPort: '25566',
      platform: 'Paper',
      platformVersion: '1.21.4-211-main@a1b2c3d',
      floodgateVersion: '2.2.4-SNAPSHOT',
      floodgateBuild: '116',
      geyserVersion: '2.9.0-b912 (git-master-1a2b3c4)',
      geyserBuild: '912',
      bedrockPort: '19133',
    });
    expect(setup.geyserVersion!.line).toBe(6);
  });

  it('reads Velocity and Geyser lines logged in German', () => {
    const log = [
      '[10:00:00 INFO]: Booting up Velocity 3.4.0-SNAPSHOT (git-1a2b3c4d-b480)...',
      '[10:00:01 INFO]: Loaded plugin floodgate 2.2.4-SNAPSHOT (b116-0e3163c) by GeyserMC',
      '[10:00:02 INFO] [geyser]: Geyser Version 2.9.0-b912 (git-master-1a2b3c4) wird geladen',
      '[10:00:03 INFO]: Listening on /0.0.0.0:25577',
    ].join('\n');
    const {setup} = checkLog(log);
    expect(setup.platform?.value).toBe('Velocity');
    expect(setup.platformVersion?.value).toBe('3.4.0-SNAPSHOT');
    expect(setup.floodgateBuild?.value).toBe('116');
    expect(setup.geyserVersion?.value).toBe('2.9.0-b912 (git-master-1a2b3c4)');
    expect(setup.geyserBuild?.value).toBe('912');
    expect(setup.javaPort?.value).toBe('25577');
  });

  it('reads Fabric, and the port Geyser reports when it hides its address', () => {
    const log = [
      '[10:00:00] [main/INFO]: Loading Minecraft 1.21.4 with Fabric Loader 0.16.9',
      '[10:00:05] [Server thread/INFO]: Started Geyser on UDP port 19132',
    ].join('\n');
    const {setup} = checkLog(log);
    expect(setup.platform?.value).toBe('Fabric');
    expect(setup.platformVersion?.value).toBe('0.16.9');
    expect(setup.minecraftVersion?.value).toBe('1.21.4');
    expect(setup.bedrockPort?.value).toBe('19132');
  });

  it('states nothing for a log without startup lines', () => {
    expect(checkLog(ordinaryLines.split('\n').slice(2).join('\n')).setup).toEqual({});
  });
});
