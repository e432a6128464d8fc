/**
 * A missing or an unknown member, reported where it is at fault: at the member's own JSON Pointer,
 * which is then the one place the member is named. Ajv reports both at the object holding the
 * member and names the member in its message; shown beside the member's pointer, that message
 * names it twice (`/text must have required property 'text'`). The interaction kit's rejections and
 * the boundary's ProtocolErrors both report through this. Imports nothing.
 */

export interface MemberFault {
  /** The member's key (a segment to append to the holder's pointer). */
  readonly key: string;
  /** The reason said of the member, after its pointer: `/text must be present`. */
  readonly ofMember: string;
  /** The reason said of a value holding it, before its pointer: `params of prompt is missing a required property (at /params/text)`. */
  readonly ofHolder: string;
}

const MISSING = { ofMember: 'must be present', ofHolder: 'is missing a required property' } as const;
const UNKNOWN = { ofMember: 'must NOT be present: unknown property', ofHolder: 'has an unknown property' } as const;

/** The member a `required` or `additionalProperties` failure is about; undefined for any other failure. */
export function memberFault(
  keyword: string | undefined,
  params: { readonly [name: string]: unknown },
): MemberFault | undefined {
  const key =
    keyword === 'required'
      ? params['missingProperty']
      : keyword === 'additionalProperties'
        ? params['additionalProperty']
        : undefined;
  if (typeof key !== 'string') return undefined;
  return { key, ...(keyword === 'required' ? MISSING : UNKNOWN) };
}
