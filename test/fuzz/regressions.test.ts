/**
 * Every failure the fuzzer found, replayed: each file of test/fuzz/fixtures/ holds a minimal
 * document and the property it broke. A fixture whose fault is still open carries `todo`
 * (issue 12: …) and runs as a todo test; when the fault is fixed, the replay passes and the
 * todo can go. Server fixtures go through the built server (dist/server.js).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { engineCheck } from './engineProperties';
import { loadFixtures } from './harness';
import { ALL_PARTS, ServerFuzzer } from './serverChecks';
import { PROPERTIES, type PropertyId, type Violation } from './checks';
import type { FuzzDoc } from './mutations';
import { EXAMPLES } from './seeds';

const ENGINE: readonly PropertyId[] = PROPERTIES;

describe('fuzz: regression fixtures', () => {
  let server: ServerFuzzer | undefined;
  after(async () => server?.stop());

  const fixtures = loadFixtures();
  if (fixtures.length === 0) test('no fixtures yet', () => undefined);
  for (const { file, fixture } of fixtures) {
    test(`${file}: ${fixture.property} (${fixture.faults.join('; ')})`, { todo: fixture.todo }, async () => {
      const doc: FuzzDoc = { text: fixture.text, fileName: fixture.fileName, origin: file, folder: fixture.found.origin.startsWith('examples/') ? EXAMPLES : undefined };
      let violations: Violation[];
      if (ENGINE.includes(fixture.property)) violations = engineCheck(fixture.property)(doc);
      else {
        server ??= await ServerFuzzer.start();
        violations = await server.check(doc, undefined, undefined, { ...ALL_PARTS, actionLimit: Infinity });
      }
      const mine = violations.filter((v) => v.property === fixture.property);
      assert.deepEqual(mine.map((v) => `${v.fault}: ${v.detail}`), []);
    });
  }
});
