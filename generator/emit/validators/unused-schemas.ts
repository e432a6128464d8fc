import { expressionAt, type SourceEdit, type StandaloneScan } from './standalone-source.ts';

/**
 * Deletes the `const schemaNN = {…};` copy of each compiled schema that Ajv's standalone output
 * declares for every validator but that no code reads (about 4 in 5 of them). A bundler drops them
 * too; Node does not, and parses and builds every one on import. The ones code does read (an enum's
 * values, a union's type list in its error params) stay: a name the code mentions more than once.
 */
export function unusedSchemaConstants(code: string, scan: StandaloneScan): SourceEdit[] {
  return scan.schemaConstants.flatMap((constant) => {
    if (scan.schemaMentions.get(constant.name) !== 1) return [];
    const initializer = expressionAt(code, constant.initializer);
    if (initializer.type !== 'ObjectExpression' || !isJson(code.slice(initializer.start, initializer.end))) return [];
    // Ajv ends the statement with `;` and a line break; anything else is left alone.
    const after = /^;\n?/.exec(code.slice(initializer.end, initializer.end + 2));
    return after === null ? [] : [{ start: constant.start, end: initializer.end + after[0].length, text: '' }];
  });
}

/** Plain JSON data (as Ajv writes a schema): building it has no effect, so leaving it out changes nothing. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
