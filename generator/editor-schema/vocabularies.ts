import type { LimitUnit } from '../load/spec-document.ts';
import type { ProtocolModel } from '../model/protocol-model.ts';
import { typeRef } from '../schema/type-refs.ts';

/** One value a name place accepts, with what the spec says of it (Markdown: the completion's and the hover's text). */
export interface DeclaredName {
  readonly value: string;
  readonly description: string;
}

/** A kind of name a spec declares in one section, which other places of the spec name. */
export interface Vocabulary {
  /** What one name is, and the section declaring them, as an editor message says them: "scope", "protocol.scopes". */
  readonly what: string;
  readonly under: string;
  /** The editor schema's definition holding the names, which every place naming one refers to. */
  readonly definition: string;
  names(model: ProtocolModel): readonly DeclaredName[];
}

/**
 * A description with a detail after it, on one line: hovers list the allowed values as a Markdown
 * list, where a second paragraph would leave its item.
 */
const withDetail = (description: string, detail: string) => `${description} (${detail})`;

/** The limits of one unit: framing.limits.frame needs one in bytes and depth one in depth (framing-limit-unit), maxBytes one in bytes, maxItems one in count (written-bounds.ts). */
const limitsOfUnit = (unit: LimitUnit, definition: string): Vocabulary => ({
  what: `limit of unit ${unit}`,
  under: 'limits',
  definition,
  names: (model) =>
    model.limits
      .filter((limit) => limit.unit === unit)
      .map((limit) => ({
        value: limit.name,
        description: withDetail(limit.description, `${limit.value} ${limit.unit}`),
      })),
});

/** A vocabulary whose entries are a name and a description, as the model holds clientKinds, persistence, features. */
const described = (
  what: string,
  under: string,
  definition: string,
  entries: (model: ProtocolModel) => readonly { readonly name: string; readonly description: string }[],
): Vocabulary => ({
  what,
  under,
  definition,
  names: (model) => entries(model).map(({ name, description }) => ({ value: name, description })),
});

const typeDescription = (schema: { readonly description?: unknown }) =>
  typeof schema.description === 'string' ? schema.description : '';

/** Every vocabulary a name place draws from, read from the model (which holds each name's description). */
export const VOCABULARIES = {
  groups: {
    what: 'group',
    under: 'groups',
    definition: 'declaredGroups',
    names: (model) =>
      model.groups.map((group) => ({
        value: group.name,
        description:
          group.description === undefined ? `**${group.title}**` : `**${group.title}**: ${group.description}`,
      })),
  },
  scopes: {
    what: 'scope',
    under: 'protocol.scopes',
    definition: 'declaredScopes',
    names: (model) =>
      model.protocol.scopes.map((scope) => ({
        value: scope.name,
        description: withDetail(scope.description, `target: ${scope.target}`),
      })),
  },
  persistence: described(
    'persistence class',
    'protocol.persistence',
    'declaredPersistence',
    (model) => model.protocol.persistence,
  ),
  clientKinds: described(
    'client kind',
    'protocol.clientKinds',
    'declaredClientKinds',
    (model) => model.protocol.clientKinds,
  ),
  features: described('feature', 'features', 'declaredFeatures', (model) => model.features),
  errors: described('error code', 'errors', 'declaredErrorCodes', (model) =>
    model.errors.map(({ code, description }) => ({ name: code, description })),
  ),
  constants: {
    what: 'constant',
    under: 'constants',
    definition: 'declaredConstants',
    names: (model) =>
      model.constants.map((constant) => ({
        value: constant.name,
        description: withDetail(constant.description, `value \`${JSON.stringify(constant.value)}\``),
      })),
  },
  types: {
    what: 'type',
    under: 'types',
    definition: 'declaredTypes',
    names: (model) => model.types.map((type) => ({ value: type.name, description: typeDescription(type.schema) })),
  },
  typeRefs: {
    what: 'type',
    under: 'types',
    definition: 'declaredTypeRefs',
    names: (model) =>
      model.types.map((type) => ({ value: typeRef(type.name), description: typeDescription(type.schema) })),
  },
  byteLimits: limitsOfUnit('bytes', 'declaredByteLimits'),
  countLimits: limitsOfUnit('count', 'declaredCountLimits'),
  depthLimits: limitsOfUnit('depth', 'declaredDepthLimits'),
  limits: {
    what: 'limit',
    under: 'limits',
    definition: 'declaredLimits',
    names: (model) =>
      model.limits.map((limit) => ({
        value: limit.name,
        description: withDetail(limit.description, `${limit.value} ${limit.unit}`),
      })),
  },
} as const satisfies Record<string, Vocabulary>;
