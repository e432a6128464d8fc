import type { ProtocolModel } from '../../model/protocol-model.ts';
import type { ReferencePage } from '../reference-document.ts';
import { groupReferencePage } from './group-page.ts';
import { indexPage } from './index-page.ts';
import { featureUses, typeUses } from './schema-references.ts';
import { typesPage } from './types-page.ts';

/** model → the reference's pages, in reading order: the index, one page per group, the shared types. */
export function buildReference(model: ProtocolModel): ReferencePage[] {
  return [
    indexPage(model, featureUses(model)),
    ...model.groups.map((group) => groupReferencePage(model, group)),
    typesPage(model, typeUses(model)),
  ];
}
