/**
 * Format detection: the file name decides where it is explicit (`*.contract.json[c]`),
 * otherwise the shape does. Add a format by adding a reader here.
 */
import { isObject } from '../document';
import type { ContractModel, Format } from '../model';
import { readContract } from './contract';
import { readMcpToolsList } from './mcpToolsList';

const CONTRACT_FILE = /\.contract\.jsonc?$/i;
const CONTRACT_ROOT_KEYS = ['version', 'changelog', '$schema'];

export function detectFormat(value: unknown, fileName?: string): Format {
  if (fileName && CONTRACT_FILE.test(fileName)) return 'contract';
  if (isObject(value) && Array.isArray(value.tools) && !CONTRACT_ROOT_KEYS.some((key) => key in value)) {
    return 'mcp-tools-list';
  }
  return 'contract';
}

/** Reads the document into the model; undefined when the root is not an object. */
export function readModel(value: unknown, format: Format): ContractModel | undefined {
  if (!isObject(value)) return undefined;
  return format === 'contract' ? readContract(value) : readMcpToolsList(value);
}
