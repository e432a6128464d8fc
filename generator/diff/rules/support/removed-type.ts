import type { TypePair } from '../../pairs.ts';
import { reachedSunset } from '../../sunset.ts';

/**
 * A named type the new contract lost (not renamed), with the sunset it was removed after when its
 * deprecation had reached it — then it is type-removed-after-sunset, else type-removed.
 */
export function removedType(pair: TypePair): { readonly sunset: string | undefined } | undefined {
  const old = pair.b === undefined ? pair.a : undefined;
  if (old === undefined) return undefined;
  return { sunset: reachedSunset(old.deprecated === true, old.sunset, pair.contracts.b.protocol.version) };
}
