/**
 * The minimal spec with spec text a renderer must not trust: markup, table pipes, newlines inside
 * table-cell text, entities, Markdown syntax, backtick runs and a closing `</pre>` in an example.
 */
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { memorySpec, minimalSpecData, modelOf } from './reference-support.ts';

export const SCRIPT = '<script>alert(1)</script>';
/** Text for every description: each piece breaks a table, a page or a tag when not escaped. */
export const HOSTILE = `Evil ${SCRIPT} | cell & more &amp; "double" 'single' *star* [link](http://x.test) $math$\nsecond line | after newline\n# not a heading`;
export const HOSTILE_ENUM = '<b>|x`y';
export const HOSTILE_PAYLOAD = '```</code></pre><script>alert(2)</script>';
/** A property name and a pattern, both shown as code: a pipe, a backtick run, markup and an entity. */
export const HOSTILE_NAME = '<i>|x``y&amp;';
export const HOSTILE_PATTERN = '^<b>\\|`x`|&amp;$';

export function hostileModel(): Promise<ProtocolModel> {
  const data = minimalSpecData();
  const protocol = data['protocol.yaml']!;
  const info = protocol.protocol as Record<string, unknown>;
  info.title = `Ping ${SCRIPT} & "co" | 'x'`;
  info.description = `${HOSTILE}\n\nA second paragraph ${SCRIPT}`;
  info.clientKinds = { cli: HOSTILE, web: 'A browser client.' };
  info.scopes = { host: { description: HOSTILE } };
  info.persistence = { none: HOSTILE, durable: 'The effect is stored.' };
  protocol.groups = { basics: { title: `Basics ${SCRIPT} | &`, description: HOSTILE } };
  protocol.features = { 'ping.echo': { description: HOSTILE, since: '1.1.0' } };
  protocol.errors = { busy: { description: HOSTILE, since: '1.0.0', retryable: true } };
  protocol.limits = { payloadBytes: { value: 1024, unit: 'bytes', description: HOSTILE } };

  const types = data['types.yaml']!.types as Record<string, Record<string, unknown>>;
  types.Payload!.description = HOSTILE;
  const stamp = types.Stamp!.properties as Record<string, Record<string, unknown>>;
  stamp.at!.description = HOSTILE;
  stamp.zone!.enum = ['utc', 'local', HOSTILE_ENUM];
  // The 2020-12 keywords whose values are spec text: a title, member names, patterns, conditions on them.
  types.Members = {
    type: 'object',
    title: HOSTILE,
    properties: { [HOSTILE_NAME]: { type: 'string', title: HOSTILE }, plain: { type: 'string' } },
    patternProperties: { [HOSTILE_PATTERN]: { type: 'string', title: HOSTILE } },
    dependentRequired: { [HOSTILE_NAME]: ['plain'] },
    dependentSchemas: { plain: { required: [HOSTILE_NAME] } },
    if: { properties: { [HOSTILE_NAME]: { const: HOSTILE_ENUM } }, required: [HOSTILE_NAME] },
    then: { properties: { plain: { type: 'string', pattern: HOSTILE_PATTERN } } },
  };

  const operations = data['operations.yaml']!.operations as Record<string, Record<string, unknown>>;
  operations.ping!.description = HOSTILE;
  operations.ping!.examples = [
    { description: HOSTILE, params: { payload: HOSTILE_PAYLOAD }, result: { stamp: { at: 1 } } },
    { params: {}, result: { stamp: { at: 0 } } },
  ];
  return modelOf('/spec', memorySpec(data));
}
