import type { ProtocolModel } from '../../model/protocol-model.ts';
import { INDEX_SECTIONS, TYPES_PAGE, typeAnchor } from '../anchors.ts';
import { link, paragraph, text, type ReferencePage } from '../reference-document.ts';
import { PROTOCOL_ANCHOR } from './index-page.ts';
import { firstSentence } from './prose.ts';
import type { Uses } from './schema-references.ts';
import { titleOf } from './schema-fields.ts';
import { typeSection } from './type-section.ts';

/** types.md: every named type, listed, then each in full. */
export function typesPage(model: ProtocolModel, uses: ReadonlyMap<string, Uses>): ReferencePage {
  const rows = model.types.map((type) => ({
    // A type without a description is summed up by its title, when it has one.
    cells: [
      [link(typeAnchor(type.name), type.name)],
      [
        text(
          firstSentence(typeof type.schema.description === 'string' ? type.schema.description : titleOf(type.schema)),
        ),
      ],
    ],
  }));
  return {
    path: TYPES_PAGE,
    anchor: INDEX_SECTIONS.types.id,
    title: 'Shared types',
    intro: [
      paragraph(
        text('The named types of the '),
        link(PROTOCOL_ANCHOR, [text(`${model.protocol.title} (${model.protocol.version})`)]),
        text(' reference, which operations and other types refer to by name.'),
      ),
      model.types.length === 0
        ? paragraph(text('No shared types.'))
        : { kind: 'table', columns: ['Type', 'Summary'], rows },
    ],
    sections: model.types.map((type) => typeSection(model, type, uses.get(type.name))),
  };
}
