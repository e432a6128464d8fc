/** A schema construct the reader compiler does not mirror: that schema keeps the boundary's slow path. */
export class Unsupported extends Error {}
