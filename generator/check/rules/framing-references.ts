import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { JsonPath } from '../../load/merge-files.ts';
import { didYouMean } from '../../diagnostics/nearest-name.ts';
import { framingCodes, JSON_RPC_STANDARD_ERRORS } from '../../schema/json-rpc.ts';
import type { SpecRule } from '../rule.ts';

/**
 * The framing declaration names things declared elsewhere in the spec — types, limits of the right
 * unit, the version constant, error codes — and the generated names it chooses clash with nothing.
 * A scope that requires or forbids a target needs a target field for the policy to govern. A name
 * that is not declared is told the nearest that is (for a limit, the nearest of the right unit).
 */
export const framingReferences: SpecRule = {
  id: 'framing-references',
  check({ spec, locate }) {
    const problems: Diagnostic[] = [];
    const types = spec.types ?? {};
    const at = (...path: JsonPath) => locate(['framing', ...path]);
    for (const [scope, definition] of Object.entries(spec.protocol.scopes)) {
      if (
        definition.target !== undefined &&
        definition.target !== 'optional' &&
        spec.framing?.request.target === undefined
      ) {
        problems.push(
          diagnostic(
            'framing-missing-target',
            { scope, target: definition.target },
            locate(['protocol', 'scopes', scope, 'target']),
          ),
        );
      }
    }
    const framing = spec.framing;
    if (framing === undefined) return problems;

    const typeRefs: [string, string, JsonPath][] = [
      ['request.type', framing.request.type, ['request', 'type']],
      ['response.type', framing.response.type, ['response', 'type']],
      ...(framing.request.command === undefined
        ? []
        : [['request.command', framing.request.command, ['request', 'command']] as [string, string, JsonPath]]),
      ...(framing.request.mutationId === undefined
        ? []
        : [
            ['request.mutationId.type', framing.request.mutationId.type, ['request', 'mutationId', 'type']] as [
              string,
              string,
              JsonPath,
            ],
          ]),
      ...(framing.events ?? []).map((event, index): [string, string, JsonPath] => [
        `events[${index}].type`,
        event.type,
        ['events', index, 'type'],
      ]),
    ];
    for (const [what, name, path] of typeRefs) {
      if (!Object.hasOwn(types, name))
        problems.push(
          diagnostic(
            'framing-unknown-type',
            { what, name, suggestion: didYouMean(name, Object.keys(types)) },
            at(...path),
          ),
        );
    }

    // A command is parsed by its operation and params members, as a request is: the type must declare both.
    const command = framing.request.command;
    if (command !== undefined && Object.hasOwn(types, command)) {
      const declared = (types[command]!.properties as Record<string, unknown> | undefined) ?? {};
      const missing = [framing.request.operation, framing.request.params].filter(
        (member) => !Object.hasOwn(declared, member),
      );
      if (missing.length > 0)
        problems.push(
          diagnostic(
            'framing-command-members',
            { name: command, missing: missing.join(', ') },
            at('request', 'command'),
          ),
        );
    }

    for (const [what, unit] of [
      ['frame', 'bytes'],
      ['depth', 'depth'],
    ] as const) {
      const name = framing.limits?.[what];
      if (name === undefined) continue;
      const limit = Object.hasOwn(spec.limits, name) ? spec.limits[name] : undefined;
      if (limit === undefined) {
        const suggestion = didYouMean(
          name,
          Object.keys(spec.limits).filter((candidate) => spec.limits[candidate]!.unit === unit),
        );
        problems.push(diagnostic('framing-unknown-limit', { what, name, suggestion }, at('limits', what)));
      } else if (limit.unit !== unit) {
        problems.push(
          diagnostic('framing-limit-unit', { what, name, unit: limit.unit, expected: unit }, at('limits', what)),
        );
      }
    }

    if (framing.version !== undefined) {
      if (!Object.hasOwn(spec.constants ?? {}, framing.version.constant)) {
        const name = framing.version.constant;
        problems.push(
          diagnostic(
            'framing-unknown-constant',
            { name, suggestion: didYouMean(name, Object.keys(spec.constants ?? {})) },
            at('version', 'constant'),
          ),
        );
      }
      if (framingCodes(framing)?.version === undefined && framing.codes !== undefined)
        problems.push(diagnostic('framing-missing-code', {}, at('codes')));
    }
    if (framing.codes === undefined && framing.family !== 'json-rpc')
      problems.push(diagnostic('framing-missing-codes', {}, locate(['framing'], 'key')));
    // A json-rpc framing knows JSON-RPC's standard codes without their being declared.
    const known = framing.family === 'json-rpc' ? { ...JSON_RPC_STANDARD_ERRORS, ...spec.errors } : spec.errors;
    for (const [what, code] of Object.entries(framing.codes ?? {})) {
      if (!Object.hasOwn(known, code))
        problems.push(
          diagnostic(
            'framing-unknown-code',
            { what, code, suggestion: didYouMean(code, Object.keys(known)) },
            at('codes', what),
          ),
        );
    }

    // The generated functions and types: unique among themselves, and no spec type takes their name.
    const generated: [string, string, JsonPath][] = [
      ['request.parser', framing.request.parser, ['request', 'parser']],
      ['request.parsed', framing.request.parsed, ['request', 'parsed']],
      ['response.parser', framing.response.parser, ['response', 'parser']],
      ['response.parsed', framing.response.parsed, ['response', 'parsed']],
      ...(['client', 'host'] as const).flatMap((side): [string, string, JsonPath][] => {
        const incoming = framing.incoming?.[side];
        return incoming === undefined
          ? []
          : [
              [`incoming.${side}.parser`, incoming.parser, ['incoming', side, 'parser']],
              [`incoming.${side}.parsed`, incoming.parsed, ['incoming', side, 'parsed']],
            ];
      }),
    ];
    const seen = new Map<string, string>();
    for (const [what, name, path] of generated) {
      const first = seen.get(name);
      if (first !== undefined)
        problems.push(diagnostic('framing-duplicate-name', { name, first, second: what }, at(...path)));
      else seen.set(name, what);
      if (Object.hasOwn(types, name)) problems.push(diagnostic('framing-name-clash', { what, name }, at(...path)));
    }
    return problems;
  },
};
