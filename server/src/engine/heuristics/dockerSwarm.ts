/**
 * Docker's service settings as its Engine API spells them (ServiceSpec's TaskTemplate.RestartPolicy, UpdateConfig and
 * RollbackConfig: https://docs.docker.com/reference/api/engine/version/v1.57/schemas/ServiceSpec/). A tool that passes
 * one through (Dokploy's application-update `restartPolicySwarm`, `updateConfigSwarm`, `rollbackConfigSwarm`: the sixth
 * held-out round of 2026-12-07) often leaves its members undescribed, and Docker fixes what they take: durations in
 * nanoseconds, and a few closed sets. An object is read as one of them by its members alone: three or more of one
 * object's, and none other, spelt as Docker spells them.
 */

export type SwarmObject = 'restart policy' | 'update config' | 'rollback config';

const RESTART_POLICY: ReadonlySet<string> = new Set(['Condition', 'Delay', 'MaxAttempts', 'Window']);
const UPDATE_CONFIG: ReadonlySet<string> = new Set(['Parallelism', 'Delay', 'FailureAction', 'Monitor', 'MaxFailureRatio', 'Order']);

/** The members of each object that Docker counts in nanoseconds. */
const DURATIONS: Readonly<Record<SwarmObject, ReadonlySet<string>>> = {
  'restart policy': new Set(['Delay', 'Window']),
  'update config': new Set(['Delay', 'Monitor']),
  'rollback config': new Set(['Delay', 'Monitor']),
};

/** The closed sets of each object's string members. */
const SETS: Readonly<Record<SwarmObject, Readonly<Record<string, readonly string[]>>>> = {
  'restart policy': { Condition: ['none', 'on-failure', 'any'] },
  'update config': { FailureAction: ['continue', 'pause', 'rollback'], Order: ['stop-first', 'start-first'] },
  'rollback config': { FailureAction: ['continue', 'pause'], Order: ['stop-first', 'start-first'] },
};

/** Every member name some object counts in nanoseconds, and every one whose values it fixes: a rule asks swarmObject only of these. */
export const SWARM_DURATION_MEMBERS: ReadonlySet<string> = new Set(Object.values(DURATIONS).flatMap((members) => [...members]));
export const SWARM_SET_MEMBERS: ReadonlySet<string> = new Set(Object.values(SETS).flatMap((sets) => Object.keys(sets)));

/**
 * Which of Docker's objects `members` (an object's property names) spell, if any; `objectName`, the name the tool gives
 * the object, tells a rollback config from an update config (the two have the same members).
 */
export function swarmObject(members: readonly string[], objectName: string | undefined): SwarmObject | undefined {
  if (members.length < 3) return undefined;
  if (members.every((member) => RESTART_POLICY.has(member))) return 'restart policy';
  if (!members.every((member) => UPDATE_CONFIG.has(member))) return undefined;
  return objectName !== undefined && /rollback/i.test(objectName) ? 'rollback config' : 'update config';
}

/** Whether Docker counts `member` of `object` in nanoseconds. */
export function isSwarmDuration(object: SwarmObject, member: string): boolean {
  return DURATIONS[object].has(member);
}

/** The values Docker takes for `member` of `object`, when it fixes them. */
export function swarmValues(object: SwarmObject, member: string): readonly string[] | undefined {
  return Object.prototype.hasOwnProperty.call(SETS[object], member) ? SETS[object][member] : undefined;
}
