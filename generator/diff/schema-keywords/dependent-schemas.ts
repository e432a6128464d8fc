import { schemaMap, unitedKeys, type KeywordComparison } from './schema-pair.ts';

/** A dependent schema applies to the whole object when its property is present: it narrows the object as any constraint does. */
export const dependentSchemasComparison: KeywordComparison = {
  keywords: ['dependentSchemas'],
  compare(pair) {
    const [sa, sb] = [schemaMap(pair.a.dependentSchemas), schemaMap(pair.b.dependentSchemas)];
    for (const property of unitedKeys(sa, sb)) {
      const [inOld, inNew] = [Object.hasOwn(sa, property), Object.hasOwn(sb, property)];
      const oldAt = [...pair.oldPath, 'dependentSchemas', ...(inOld ? [property] : [])];
      const newAt = [...pair.newPath, 'dependentSchemas', ...(inNew ? [property] : [])];
      if (inOld && inNew) pair.recurseUntyped(sa[property]!, sb[property]!, oldAt, newAt);
      else pair.fact(inNew ? 'dependent-schema-added' : 'dependent-schema-removed', { property }, { old: oldAt, new: newAt });
    }
  },
};
