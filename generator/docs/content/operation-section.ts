import type { ProtocolModel, OperationModel } from '../../model/protocol-model.ts';
import {
  clientKindAnchor,
  featureAnchor,
  groupAnchor,
  limitAnchor,
  operationAnchor,
  persistenceAnchor,
  scopeAnchor,
} from '../anchors.ts';
import {
  code,
  heading,
  joinInline,
  link,
  paragraph,
  strong,
  text,
  type Block,
  type Inline,
  type Section,
  type TableRow,
} from '../reference-document.ts';
import { paragraphsOf } from './prose.ts';
import { mentionedLimits, requiredFeatures, resolveAlias, schemaDescriptions } from './schema-references.ts';
import { schemaShape, titleBlocks } from './schema-fields.ts';

/** One operation: what it is, who may send it, its params and result, and its examples. */
export function operationSection(model: ProtocolModel, op: OperationModel): Section {
  const description = paragraphsOf(op.description);
  const types = new Map(model.types.map((type) => [type.name, type.schema]));
  const resolve = (name: string) => types.get(name);
  const blocks: Block[] = [
    ...(description.length > 0
      ? description.map((line) => paragraph(text(line)))
      : [paragraph(text('No description.'))]),
    { kind: 'table', columns: ['Property', 'Value'], rows: facts(model, op) },
    heading('Params'),
    ...titleBlocks(op.params),
    ...schemaShape(op.params, resolve),
    heading('Result'),
    ...titleBlocks(op.result),
    ...schemaShape(op.result, resolve),
    ...(op.examples.length === 0 ? [] : [heading(op.examples.length === 1 ? 'Example' : 'Examples')]),
    ...op.examples.flatMap((example, index) => [
      paragraph(
        strong(`Example ${index + 1}`),
        ...(example.description === undefined ? [] : [text(': '), ...paragraphsOf(example.description).map(text)]),
      ),
      paragraph(text('Params:')),
      { kind: 'code', language: 'json', text: JSON.stringify(example.params, null, 2) } as const,
      paragraph(text('Result:')),
      { kind: 'code', language: 'json', text: JSON.stringify(example.result, null, 2) } as const,
    ]),
  ];
  const status = op.status === 'stable' ? [] : [text(` (${op.status})`)];
  return {
    anchor: operationAnchor(op.group, op.name).id,
    title: [code(op.name), ...status],
    tocLabel: op.name,
    entry: true,
    blocks,
    sections: [],
  };
}

/** A table cell of a version a spec may leave unstated (an operation's or an error's since): `—` then. */
export function sinceCell(since: string | undefined): Inline[] {
  return [since === undefined ? text('—') : code(since)];
}

/** An operation's status, with the version from which a deprecated one may be removed when it says: `deprecated; may be removed from 0.9.0`. */
export function operationStatus(op: OperationModel): Inline[] {
  return op.sunset === undefined ? [text(op.status)] : [text(`${op.status}; may be removed from `), code(op.sunset)];
}

function facts(model: ProtocolModel, op: OperationModel): TableRow[] {
  const group = model.groups.find((entry) => entry.name === op.group);
  const scope = model.protocol.scopes.find((entry) => entry.name === op.scope);
  const fact = (label: string, ...value: Inline[]): TableRow => ({ cells: [[text(label)], value] });
  const rows = [
    fact(
      'Wire name',
      code(op.name),
      ...(model.framing === undefined
        ? []
        : [text(' (the '), code(model.framing.request.operation), text(' of the request)')]),
    ),
    // The governance facts the spec states; one it leaves out has no row (docs/spec-format.md, governance).
    ...(op.group === undefined ? [] : [fact('Group', link(groupAnchor(op.group), [text(group?.title ?? op.group)]))]),
    ...(op.scope === undefined
      ? []
      : [
          fact(
            'Scope',
            link(scopeAnchor(op.scope), op.scope),
            ...(scope === undefined || model.framing?.request.target === undefined
              ? []
              : [text(` (${model.framing.request.target} ${scope.target})`)]),
          ),
        ]),
    ...(op.mutation === undefined ? [] : [fact('Mutation', text(op.mutation ? 'yes' : 'no'))]),
    ...(op.persistence === undefined
      ? []
      : [fact('Persistence', link(persistenceAnchor(op.persistence), op.persistence))]),
    ...(op.clients === undefined
      ? []
      : [
          fact(
            'Clients',
            ...joinInline(
              op.clients.map((client) => [link(clientKindAnchor(client), client)]),
              ', ',
            ),
          ),
        ]),
    ...(op.sender === 'client' ? [] : [fact('Sent by', text(op.sender === 'both' ? 'either peer' : 'the host'))]),
    ...(op.since === undefined ? [] : [fact('Since', code(op.since))]),
    fact('Status', ...operationStatus(op)),
  ];
  if (op.requires !== undefined) rows.push(fact('Requires feature', link(featureAnchor(op.requires), op.requires)));
  // The schemas the page shows: params and result, and the named type behind each when it is one.
  const types = new Map(model.types.map((type) => [type.name, type.schema]));
  const shown = [op.params, op.result].flatMap((schema) => [
    schema,
    resolveAlias(schema, (name) => types.get(name)) ?? {},
  ]);
  const gating = [...new Set(shown.flatMap(requiredFeatures))];
  if (gating.length > 0)
    rows.push(
      fact(
        'Fields gated by features',
        ...joinInline(
          gating.map((name) => [link(featureAnchor(name), name)]),
          ', ',
        ),
      ),
    );
  const limits = mentionedLimits(model, [op.description ?? '', ...shown.flatMap(schemaDescriptions)], shown);
  if (limits.length > 0)
    rows.push(
      fact(
        'Limits named',
        ...joinInline(
          limits.map((name) => [link(limitAnchor(name), name)]),
          ', ',
        ),
      ),
    );
  rows.push(fact('TypeScript types', code(op.paramsTypeName), text(', '), code(op.resultTypeName)));
  return rows;
}
