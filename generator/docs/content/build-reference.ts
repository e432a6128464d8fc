import type { ProtocolModel } from '../../model/protocol-model.ts';
import type { ReferencePage } from '../reference-document.ts';
import { groupReferencePage } from './group-page.ts';
import { indexPage } from './index-page.ts';
import { featureUses, typeUses } from './schema-references.ts';
import { typesPage } from './types-page.ts';

/**
 * model → the reference's pages, in reading order: the index, one page per group (and one of the
 * operations in none, when there are such), the shared types.
 */
export function buildReference(model: ProtocolModel): ReferencePage[] {
  const ungrouped = model.operations.some((op) => op.group === undefined);
  return [
    indexPage(model, featureUses(model)),
    ...model.groups.map((group) => groupReferencePage(model, group)),
    ...(ungrouped ? [groupReferencePage(model, undefined)] : []),
    typesPage(model, typeUses(model)),
  ];
}
