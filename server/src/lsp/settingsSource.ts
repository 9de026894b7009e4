/**
 * Where settings come from: pulled per document with workspace/configuration when the
 * client supports it, else the values it pushed (initializationOptions, then each
 * workspace/didChangeConfiguration). Pulled values are cached until the next change.
 * Problems in `toolContracts.rules` are shown once per change, not once per document.
 */
import { MessageType, ShowMessageNotification, type Connection } from 'vscode-languageserver';
import { SETTINGS_SECTION } from '../protocol';
import { describeError, type Logger } from './logger';
import { DEFAULT_SETTINGS, describeSettingsProblems, findSettingsProblems, readSettings, type ServerSettings } from './settings';

/** The `toolContracts` section of `{ toolContracts: {…} }`, the shape of pushed settings. */
export function sectionOf(pushed: unknown): unknown {
  return typeof pushed === 'object' && pushed !== null ? (pushed as Record<string, unknown>)[SETTINGS_SECTION] : undefined;
}

export class SettingsSource {
  private pullSupported = false;
  private pushed: ServerSettings = DEFAULT_SETTINGS;
  private readonly pulled = new Map<string, Promise<ServerSettings>>();
  private readonly shownProblems = new Set<string>();

  constructor(
    private readonly connection: Connection,
    private readonly logger: Logger,
  ) {}

  initialize(pullSupported: boolean, initializationOptions: unknown): void {
    this.pullSupported = pullSupported;
    const section = sectionOf(initializationOptions);
    if (section !== undefined) this.pushed = readSettings(section);
  }

  /** workspace/didChangeConfiguration: forget what was pulled, keep what was pushed. */
  changed(pushedSettings: unknown): void {
    const section = sectionOf(pushedSettings);
    if (section !== undefined) this.pushed = readSettings(section);
    this.pulled.clear();
    this.shownProblems.clear();
  }

  forget(uri: string): void {
    this.pulled.delete(uri);
  }

  async forDocument(uri: string): Promise<ServerSettings> {
    let settings: ServerSettings;
    if (this.pullSupported) {
      let pending = this.pulled.get(uri);
      if (!pending) {
        pending = this.pull(uri);
        this.pulled.set(uri, pending);
      }
      settings = await pending;
    } else {
      settings = this.pushed;
    }
    this.reportProblems(settings);
    return settings;
  }

  private async pull(uri: string): Promise<ServerSettings> {
    try {
      return readSettings(await this.connection.workspace.getConfiguration({ scopeUri: uri, section: SETTINGS_SECTION }));
    } catch (error) {
      this.logger.warn(`Could not read the ${SETTINGS_SECTION} settings for ${uri}; using the defaults. ${describeError(error)}`);
      this.pulled.delete(uri);
      return DEFAULT_SETTINGS;
    }
  }

  private reportProblems(settings: ServerSettings): void {
    const message = describeSettingsProblems(findSettingsProblems(settings));
    if (!message || this.shownProblems.has(message)) return;
    this.shownProblems.add(message);
    this.logger.warn(message);
    this.connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message }).catch(() => undefined);
  }
}
