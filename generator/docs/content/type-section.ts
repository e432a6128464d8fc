import type { NamedTypeModel, ProtocolModel } from '../../model/protocol-model.ts';
import { featureAnchor, limitAnchor, operationAnchor, typeAnchor } from '../anchors.ts';
import {
  code,
  joinInline,
  link,
  paragraph,
  strong,
  text,
  type Block,
  type Inline,
  type Section,
} from '../reference-document.ts';
import { paragraphsOf } from './prose.ts';
import { mentionedLimits, schemaDescriptions, type Uses } from './schema-references.ts';
import { deprecationNote, schemaShape, titleBlocks } from './schema-fields.ts';

/** One shared type: its description, its annotations, its shape, and what refers to it. */
export function typeSection(model: ProtocolModel, type: NamedTypeModel, uses: Uses | undefined): Section {
  const { schema } = type;
  const notes: Inline[][] = [];
  if (typeof schema.direction === 'string') notes.push([strong('Direction'), text(': '), code(schema.direction)]);
  if (typeof schema.requires === 'string')
    notes.push([strong('Requires feature'), text(': '), link(featureAnchor(schema.requires), schema.requires)]);
  const deprecation = deprecationNote(schema);
  if (deprecation.length > 0) notes.push(deprecation);
  const limits = mentionedLimits(model, schemaDescriptions(schema), [schema]);
  if (limits.length > 0)
    notes.push([
      strong('Limits named'),
      text(': '),
      ...joinInline(
        limits.map((name) => [link(limitAnchor(name), name)]),
        ', ',
      ),
    ]);
  const groupOf = new Map(model.operations.map((op) => [op.name, op.group]));
  const users = [
    ...(uses?.operations ?? []).map((name) => [link(operationAnchor(groupOf.get(name)!, name), name)]),
    ...(uses?.types ?? []).map((name) => [link(typeAnchor(name), name)]),
  ];
  if (users.length > 0) notes.push([strong('Used by'), text(': '), ...joinInline(users, ', ')]);

  const blocks: Block[] = [
    ...titleBlocks(schema),
    ...paragraphsOf(typeof schema.description === 'string' ? schema.description : undefined).map((line) =>
      paragraph(text(line)),
    ),
    ...(notes.length > 0 ? [{ kind: 'list', items: notes } as const] : []),
    ...schemaShape(schema),
  ];
  return {
    anchor: typeAnchor(type.name).id,
    title: [code(type.name)],
    tocLabel: type.name,
    entry: true,
    blocks,
    sections: [],
  };
}
