/** The workspace folders the client reported, as file-system paths. */
import type { WorkspaceFolder } from 'vscode-languageserver';
import { fileUriToPath, isInside } from './uris';

export class WorkspaceFolders {
  private paths: string[] = [];

  set(folders: readonly WorkspaceFolder[] | null | undefined, rootUri?: string | null): void {
    const uris = folders?.length ? folders.map((f) => f.uri) : rootUri ? [rootUri] : [];
    this.paths = uris.map(fileUriToPath).filter((p): p is string => p !== undefined);
  }

  change(added: readonly WorkspaceFolder[], removed: readonly WorkspaceFolder[]): void {
    const gone = new Set(removed.map((f) => fileUriToPath(f.uri)));
    const kept = this.paths.filter((p) => !gone.has(p));
    for (const folder of added) {
      const path = fileUriToPath(folder.uri);
      if (path && !kept.includes(path)) kept.push(path);
    }
    this.paths = kept;
  }

  /** Every folder, in the order the client gave them. */
  all(): readonly string[] {
    return this.paths;
  }

  /** The innermost workspace folder holding `path`. */
  containing(path: string): string | undefined {
    let best: string | undefined;
    for (const folder of this.paths) if (isInside(path, folder) && (!best || folder.length > best.length)) best = folder;
    return best;
  }
}
