/** Which documents the server lints: the contract patterns, plus each glob in `toolContracts.files`. */
import { workspace } from 'vscode';
import { SETTINGS_SECTION } from '../../server/src/protocol';

export const CONTRACT_PATTERNS: readonly string[] = ['**/*.contract.json', '**/*.contract.jsonc', '**/*.tools.json', '**/.toolcontracts.json'];

/** A glob relative to nowhere (`tools/*.json`) would never match an absolute path: anchor it anywhere. */
function anchored(glob: string): string {
  return glob.startsWith('**/') || glob.startsWith('/') || /^[A-Za-z]:[\\/]/.test(glob) ? glob : `**/${glob}`;
}

export function userFileGlobs(): string[] {
  const files = workspace.getConfiguration(SETTINGS_SECTION).get<unknown>('files');
  return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && f.trim() !== '').map((f) => anchored(f.trim())) : [];
}

/** A filter both vscode's DocumentSelector and the LSP's accept. */
export interface PatternFilter {
  readonly pattern: string;
}

export function documentSelector(): PatternFilter[] {
  const patterns = [...new Set([...CONTRACT_PATTERNS, ...userFileGlobs()])];
  return patterns.map((pattern) => ({ pattern }));
}

/** MCP configurations: sent to the server for the "Snapshot and lint" lens on each server, never linted. */
export const MCP_CONFIG_PATTERNS: readonly string[] = ['**/.vscode/mcp.json', '**/.mcp.json'];

/** What the language client syncs: the linted documents, and the MCP configurations for their lenses. */
export function languageClientSelector(): PatternFilter[] {
  return [...documentSelector(), ...MCP_CONFIG_PATTERNS.map((pattern) => ({ pattern }))];
}
