/**
 * The explicit list of rules, in catalogue order (spec §3). A rule that is not
 * listed here does not run; the parity test keeps this list, docs/rules/ and
 * test/rules/ naming the same ids.
 */
import inputSchemaInvalid from '../rules/input-schema-invalid';
import inputOptionalWithoutDefault from '../rules/input-optional-without-default';
import inputEnumCandidate from '../rules/input-enum-candidate';
import inputDefaultUndocumented from '../rules/input-default-undocumented';
import inputFreeFormQuery from '../rules/input-free-form-query';
import outputSchemaInvalid from '../rules/output-schema-invalid';
import outputMissing from '../rules/output-missing';
import outputNotObject from '../rules/output-not-object';
import outputListUnpaginated from '../rules/output-list-unpaginated';
import fieldUnitSuffix from '../rules/field-unit-suffix';
import errorsMissing from '../rules/errors-missing';
import errorsUntyped from '../rules/errors-untyped';
import errorsDuplicateType from '../rules/errors-duplicate-type';
import errorsTooMany from '../rules/errors-too-many';
import errorsConflated from '../rules/errors-conflated';
import errorsRetryHintMissing from '../rules/errors-retry-hint-missing';
import sideEffectsUndeclared from '../rules/side-effects-undeclared';
import sideEffectsAnnotationsMismatch from '../rules/side-effects-annotations-mismatch';
import idempotencyKeyMissing from '../rules/idempotency-key-missing';
import mutationDryRunFlag from '../rules/mutation-dry-run-flag';
import mutationSelfConfirmation from '../rules/mutation-self-confirmation';
import mutationNoPreview from '../rules/mutation-no-preview';
import mutationExecuteUnbound from '../rules/mutation-execute-unbound';
import mutationPreviewIncomplete from '../rules/mutation-preview-incomplete';
import mutationNoVerify from '../rules/mutation-no-verify';
import mutationNoReceipt from '../rules/mutation-no-receipt';
import mutationRollbackUndocumented from '../rules/mutation-rollback-undocumented';
import referenceUnknownTool from '../rules/reference-unknown-tool';
import contractSchema from '../rules/contract-schema';
import toolNameDuplicate from '../rules/tool-name-duplicate';
import toolNamePortability from '../rules/tool-name-portability';
import toolContextBudget from '../rules/tool-context-budget';
import providerNameInvalid from '../rules/provider-name-invalid';
import providerKeywordUnsupported from '../rules/provider-keyword-unsupported';
import providerStrictViolation from '../rules/provider-strict-violation';
import providerLimitExceeded from '../rules/provider-limit-exceeded';
import versionInvalid from '../rules/version-invalid';
import changelogMissing from '../rules/changelog-missing';
import versionBumpRequired from '../rules/version-bump-required';
import type { Rule } from './rule';

export const RULES: readonly Rule[] = [
  inputSchemaInvalid,
  inputOptionalWithoutDefault,
  inputEnumCandidate,
  inputDefaultUndocumented,
  inputFreeFormQuery,
  outputSchemaInvalid,
  outputMissing,
  outputNotObject,
  outputListUnpaginated,
  fieldUnitSuffix,
  errorsMissing,
  errorsUntyped,
  errorsDuplicateType,
  errorsTooMany,
  errorsConflated,
  errorsRetryHintMissing,
  sideEffectsUndeclared,
  sideEffectsAnnotationsMismatch,
  idempotencyKeyMissing,
  mutationDryRunFlag,
  mutationSelfConfirmation,
  mutationNoPreview,
  mutationExecuteUnbound,
  mutationPreviewIncomplete,
  mutationNoVerify,
  mutationNoReceipt,
  mutationRollbackUndocumented,
  referenceUnknownTool,
  contractSchema,
  toolNameDuplicate,
  toolNamePortability,
  toolContextBudget,
  providerNameInvalid,
  providerKeywordUnsupported,
  providerStrictViolation,
  providerLimitExceeded,
  versionInvalid,
  changelogMissing,
  versionBumpRequired,
];

export const RULE_IDS: readonly string[] = RULES.map((rule) => rule.meta.id);

const BY_ID = new Map(RULES.map((rule) => [rule.meta.id, rule]));

export function ruleById(id: string): Rule | undefined {
  return BY_ID.get(id);
}
