/** The engine's injected file reader for a document: only `file:` documents can read beside them. */
import type { FileReader } from '../engine';
import { fileReaderBeside } from '../node/fileReader';
import { fileUriToPath } from './uris';

export function fileReaderFor(uri: string): FileReader | undefined {
  const path = fileUriToPath(uri);
  return path ? fileReaderBeside(path) : undefined;
}
