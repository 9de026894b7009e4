// Types of the validators scripts/generate-validators.mjs compiles from schemas/*.json.
import type { ErrorObject } from 'ajv';

export interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** schemas/tool-contract.schema.json without its tools' items and without $id. */
export const contractShell: StandaloneValidator;
/** One tool: `{ $defs, $ref: '#/$defs/tool' }` of the contract schema. */
export const tool: StandaloneValidator;
/** schemas/toolcontracts-config.schema.json. */
export const config: StandaloneValidator;
