/** What a message says of an addition behind a feature old peers cannot advertise (empty when there is none). */
export const gateNote = (feature: string | undefined): string =>
  feature === undefined ? '' : ` (gated by feature ${feature})`;
