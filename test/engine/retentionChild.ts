/**
 * Run by retention.test.ts in a process of its own, with `--expose-gc` and a young generation
 * large enough that no collection happens during a lint: lints the 1,000-tool bench contract,
 * then a small one, and prints how many bytes of the young generation a young-generation
 * collection then finds alive. Nothing of the big lint is reachable by then; what survives is
 * what the engine kept by accident.
 */
import { getHeapSpaceStatistics } from 'node:v8';
import { generateContract } from '../../bench/corpus';
import { lint } from '../../server/src/engine/lint';

const collect = (globalThis as { gc?: (options?: { type: 'minor' | 'major' }) => void }).gc;
if (!collect) throw new Error('run with --expose-gc');
const youngBytes = (): number => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_used_size;

const big = generateContract(1000);
const small = generateContract(1);
for (let i = 0; i < 3; i++) lint(big, { fileName: 'bench.contract.json' });
collect();
lint(big, { fileName: 'bench.contract.json' });
lint(small, { fileName: 'small.contract.json' });
const allocated = youngBytes();
collect({ type: 'minor' });
console.log(JSON.stringify({ allocated, survived: youngBytes() }));
