/** Any JSON value, as a recursive union of the six JSON types (the shape any-json-shape.ts knows). */
export function jsonData(name = 'JsonData') {
  const self = { $ref: `#/types/${name}` };
  return {
    oneOf: [
      { type: 'null' },
      { type: 'boolean' },
      { type: 'number' },
      { type: 'string' },
      { type: 'array', items: self },
      { type: 'object', additionalProperties: self },
    ],
  };
}
