/**
 * diffContracts(base, head): every change between two contracts, classified by spec §5.
 * (Being written: this stub reports nothing.)
 */
import type { ContractModel } from '../engine/model';
import type { ContractChange } from './changes';

export function diffContracts(base: ContractModel, head: ContractModel): ContractChange[] {
  void base;
  void head;
  return [];
}
