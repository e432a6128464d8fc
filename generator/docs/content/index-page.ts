import type { ProtocolModel } from '../../model/protocol-model.ts';
import {
  clientKindAnchor,
  errorAnchor,
  featureAnchor,
  groupAnchor,
  INDEX_PAGE,
  INDEX_SECTIONS,
  limitAnchor,
  operationAnchor,
  persistenceAnchor,
  scopeAnchor,
  typeAnchor,
} from '../anchors.ts';
import {
  code,
  joinInline,
  link,
  paragraph,
  text,
  type Anchor,
  type Block,
  type Inline,
  type ReferencePage,
  type Section,
  type TableRow,
} from '../reference-document.ts';
import { operationStatus, sinceCell } from './operation-section.ts';
import { firstSentence, oneLine, paragraphsOf } from './prose.ts';
import type { FeatureUses } from './schema-references.ts';

/** The anchor of the index page's title: the protocol as a whole. */
export const PROTOCOL_ANCHOR: Anchor = { page: INDEX_PAGE, id: 'protocol' };

/** README.md: the protocol, its groups and operations at a glance, its vocabularies, errors, limits and features. */
export function indexPage(model: ProtocolModel, featureUses: ReadonlyMap<string, FeatureUses>): ReferencePage {
  const { protocol } = model;
  const fact = (label: string, ...value: Inline[]): TableRow => ({ cells: [[text(label)], value] });
  const intro: Block[] = [
    ...paragraphsOf(protocol.description).map((line) => paragraph(text(line))),
    {
      kind: 'table',
      columns: ['Property', 'Value'],
      rows: [
        fact('Name', code(protocol.name)),
        fact('Version', code(protocol.version)),
        fact('Package', code(protocol.package)),
        ...model.constants.map((entry) => fact(entry.name, code(String(entry.value)))),
      ],
    },
    {
      kind: 'list',
      items: [
        [link(INDEX_SECTIONS.groups, [text('Operation groups')])],
        [link(INDEX_SECTIONS.operations, [text('All operations')])],
        [link(INDEX_SECTIONS.types, [text('Shared types')])],
        [link(INDEX_SECTIONS.vocabulary, [text('Client kinds, scopes and persistence')])],
        [link(INDEX_SECTIONS.errors, [text('Error codes')])],
        [link(INDEX_SECTIONS.limits, [text('Limits')])],
        [link(INDEX_SECTIONS.features, [text('Features')])],
      ],
    },
  ];
  return {
    path: INDEX_PAGE,
    anchor: PROTOCOL_ANCHOR.id,
    title: protocol.title,
    intro,
    sections: [
      groupsSection(model),
      operationsSection(model),
      vocabularySection(model),
      errorsSection(model),
      limitsSection(model),
      featuresSection(model, featureUses),
    ],
  };
}

function container(
  anchor: Anchor,
  title: string,
  blocks: readonly Block[],
  sections: readonly Section[] = [],
): Section {
  return { anchor: anchor.id, title: [text(title)], tocLabel: title, entry: false, blocks, sections };
}

const entryRow = (anchor: Anchor, label: string, cells: TableRow['cells']): TableRow => ({
  entry: { anchor: anchor.id, tocLabel: label },
  cells,
});

function groupsSection(model: ProtocolModel): Section {
  const rows = model.groups.map((group) => ({
    cells: [
      [link(groupAnchor(group.name), group.name)],
      [text(group.title)],
      [text(String(model.operations.filter((op) => op.group === group.name).length))],
      [text(oneLine(group.description ?? ''))],
    ],
  }));
  const ungrouped = model.operations.filter((op) => op.group === undefined).length;
  if (ungrouped > 0)
    rows.push({
      cells: [
        [link(groupAnchor(undefined), '—')],
        [text('Operations')],
        [text(String(ungrouped))],
        [text('In no group.')],
      ],
    });
  return container(INDEX_SECTIONS.groups, 'Operation groups', [
    { kind: 'table', columns: ['Group', 'Title', 'Operations', 'Description'], rows },
  ]);
}

function operationsSection(model: ProtocolModel): Section {
  const rows = model.operations.map((op) => ({
    cells: [
      [link(operationAnchor(op.group, op.name), op.name)],
      op.group === undefined ? [text('—')] : [link(groupAnchor(op.group), op.group)],
      [text(op.scope ?? '—')],
      [text(op.mutation === undefined ? '—' : op.mutation ? 'yes' : 'no')],
      operationStatus(op),
      sinceCell(op.since),
      [text(firstSentence(op.description))],
    ],
  }));
  return container(INDEX_SECTIONS.operations, 'All operations', [
    { kind: 'table', columns: ['Operation', 'Group', 'Scope', 'Mutation', 'Status', 'Since', 'Summary'], rows },
  ]);
}

function vocabularySection(model: ProtocolModel): Section {
  const { clientKinds, scopes, persistence } = model.protocol;
  const sub = (id: string, title: string, columns: readonly string[], rows: readonly TableRow[]) =>
    container({ page: INDEX_PAGE, id }, title, [{ kind: 'table', columns, rows }]);
  return container(
    INDEX_SECTIONS.vocabulary,
    'Client kinds, scopes and persistence',
    [paragraph(text('The closed vocabularies every operation draws its clients, scope and persistence from.'))],
    [
      sub(
        'vocabulary-clients',
        'Client kinds',
        ['Client kind', 'Description'],
        clientKinds.map((entry) =>
          entryRow(clientKindAnchor(entry.name), entry.name, [[code(entry.name)], [text(oneLine(entry.description))]]),
        ),
      ),
      sub(
        'vocabulary-scopes',
        'Scopes',
        ['Scope', 'Target', 'Description'],
        scopes.map((entry) =>
          entryRow(scopeAnchor(entry.name), entry.name, [
            [code(entry.name)],
            [text(entry.target)],
            [text(oneLine(entry.description))],
          ]),
        ),
      ),
      sub(
        'vocabulary-persistence',
        'Persistence',
        ['Persistence', 'Description'],
        persistence.map((entry) =>
          entryRow(persistenceAnchor(entry.name), entry.name, [[code(entry.name)], [text(oneLine(entry.description))]]),
        ),
      ),
    ],
  );
}

function errorsSection(model: ProtocolModel): Section {
  // A json-rpc framing's codes are integers on the wire: a column of their own, after the name.
  const integers = model.framing?.family === 'json-rpc';
  const rows = model.errors.map((error) =>
    entryRow(errorAnchor(error.code), error.code, [
      [code(error.code)],
      ...(integers ? [[code(String(error.value))]] : []),
      // retryable is optional: unset means the error's own retryable field decides, so say "not set" rather than "no".
      [text(error.retryable === undefined ? 'not set' : error.retryable ? 'yes' : 'no')],
      sinceCell(error.since),
      [text(oneLine(error.description))],
    ]),
  );
  return container(INDEX_SECTIONS.errors, 'Error codes', [
    {
      kind: 'table',
      columns: integers
        ? ['Code', 'Integer', 'Retryable', 'Since', 'Description']
        : ['Code', 'Retryable', 'Since', 'Description'],
      rows,
    },
  ]);
}

function limitsSection(model: ProtocolModel): Section {
  const rows = model.limits.map((limit) =>
    entryRow(limitAnchor(limit.name), limit.name, [
      [code(limit.name)],
      [code(String(limit.value))],
      [text(limit.unit)],
      limit.since === undefined ? [] : [code(limit.since)],
      [text(oneLine(limit.description))],
    ]),
  );
  return container(INDEX_SECTIONS.limits, 'Limits', [
    { kind: 'table', columns: ['Limit', 'Value', 'Unit', 'Since', 'Description'], rows },
  ]);
}

function featuresSection(model: ProtocolModel, featureUses: ReadonlyMap<string, FeatureUses>): Section {
  const groupOf = new Map(model.operations.map((op) => [op.name, op.group]));
  const rows = model.features.map((feature) => {
    const uses = featureUses.get(feature.name);
    const gated = [
      ...(uses?.operations ?? []).map((name) => [link(operationAnchor(groupOf.get(name)!, name), name)]),
      ...(uses?.members ?? []).map((member) => [
        member.kind === 'operation'
          ? link(operationAnchor(groupOf.get(member.name)!, member.name), member.name)
          : link(typeAnchor(member.name), member.name),
        text(' (fields)'),
      ]),
    ];
    return entryRow(featureAnchor(feature.name), feature.name, [
      [code(feature.name)],
      [code(feature.since)],
      [text(oneLine(feature.description))],
      joinInline(gated, ', '),
    ]);
  });
  return container(INDEX_SECTIONS.features, 'Features', [
    { kind: 'table', columns: ['Feature', 'Since', 'Description', 'Gates'], rows },
  ]);
}
