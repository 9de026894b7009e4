/**
 * The base a contract is compared with: the text as committed at the base ref, parsed once
 * and kept by the door (the LSP caches it per ref and path; the CLI reads it once).
 */
import { JsonDocument } from '../engine/document';
import { detectFormat, readModel } from '../engine/formats';
import type { ContractModel } from '../engine/model';

export interface BaseContract {
  /** Where it came from, for messages: `HEAD`, `v1.4.0`, or the old file's name. */
  readonly label: string;
  readonly model: ContractModel;
}

/** Parses the base text; undefined when it does not parse to a model (then versioning is silent). */
export function readBaseContract(text: string, fileName: string | undefined, label: string): BaseContract | undefined {
  const document = new JsonDocument(text);
  if (document.parseErrors.length > 0 || document.nestingTooDeep) return undefined;
  const model = readModel(document.value, detectFormat(document.value, fileName));
  return model ? { label, model } : undefined;
}
