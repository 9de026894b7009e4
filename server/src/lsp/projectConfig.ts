/**
 * The project config `.toolcontracts.json`, read with fs: for a document, the nearest one
 * in its folder or a folder above it, up to the root of the workspace folder that holds it.
 * Reads are cached until a watched `.toolcontracts.json` changes.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { JsonDocument, readProjectConfig, type ProjectConfig } from '../engine';
import { describeError, type Logger } from './logger';
import { CONFIG_FILE_NAME, fileUriToPath, foldersUpTo } from './uris';
import type { WorkspaceFolders } from './workspaceFolders';

export class ProjectConfigs {
  /** Config file path -> its config, or undefined when there is no such file. */
  private readonly byFile = new Map<string, Promise<ProjectConfig | undefined>>();

  constructor(
    private readonly folders: WorkspaceFolders,
    private readonly logger: Logger,
  ) {}

  invalidate(): void {
    this.byFile.clear();
  }

  /** The config that applies to a document; undefined for non-file documents or when there is none. */
  async forDocument(uri: string): Promise<ProjectConfig | undefined> {
    const path = fileUriToPath(uri);
    if (!path) return undefined;
    for (const folder of foldersUpTo(dirname(path), this.folders.containing(path))) {
      const config = await this.read(join(folder, CONFIG_FILE_NAME));
      if (config) return config;
    }
    return undefined;
  }

  private read(file: string): Promise<ProjectConfig | undefined> {
    let pending = this.byFile.get(file);
    if (!pending) {
      pending = readFile(file, 'utf8').then(
        (text) => readProjectConfig(new JsonDocument(text).value),
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT' && error.code !== 'ENOTDIR') this.logger.warn(`Could not read ${file}: ${describeError(error)}`);
          return undefined;
        },
      );
      this.byFile.set(file, pending);
    }
    return pending;
  }
}
