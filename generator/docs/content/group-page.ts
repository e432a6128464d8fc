import type { GroupModel, ProtocolModel } from '../../model/protocol-model.ts';
import { groupAnchor, groupPage, operationAnchor } from '../anchors.ts';
import { code, link, paragraph, text, type ReferencePage } from '../reference-document.ts';
import { PROTOCOL_ANCHOR } from './index-page.ts';
import { operationSection, operationStatus, sinceCell } from './operation-section.ts';
import { firstSentence, paragraphsOf } from './prose.ts';

/**
 * `<group>.md`: the group's operations, listed, then each in full; for `undefined`, operations.md,
 * the operations the spec puts in no group.
 */
export function groupReferencePage(model: ProtocolModel, group: GroupModel | undefined): ReferencePage {
  const operations = model.operations.filter((op) => op.group === group?.name);
  const rows = operations.map((op) => ({
    cells: [
      [link(operationAnchor(op.group, op.name), op.name)],
      operationStatus(op),
      sinceCell(op.since),
      [text(firstSentence(op.description))],
    ],
  }));
  return {
    path: groupPage(group?.name),
    anchor: groupAnchor(group?.name).id,
    title: group?.title ?? 'Operations',
    intro: [
      paragraph(
        ...(group === undefined ? [text('The operations in no group')] : [text('Operation group '), code(group.name)]),
        text(' of the '),
        link(PROTOCOL_ANCHOR, [text(`${model.protocol.title} (${model.protocol.version})`)]),
        text(' reference.'),
      ),
      ...paragraphsOf(group?.description).map((line) => paragraph(text(line))),
      operations.length === 0
        ? paragraph(text('No operations.'))
        : { kind: 'table', columns: ['Operation', 'Status', 'Since', 'Summary'], rows },
    ],
    sections: operations.map((op) => operationSection(model, op)),
  };
}
