/** Ajv 8 compiling the emitted schemas at run time, with its default options (code-point string lengths, inlined refs). */
import { Ajv } from 'ajv';
import { CONTRACT_KEYWORDS, type Baseline } from './baseline.ts';

export function ajvBaseline(): Baseline {
  // strictTypes/strictRequired: a oneOf branch relies on its parent's type and properties, as the spec allows.
  const ajv = new Ajv({ strictTypes: false, strictRequired: false, allowUnionTypes: true });
  ajv.addVocabulary([...CONTRACT_KEYWORDS]);
  return { name: 'Ajv 8 compiled at run time', short: 'Ajv', compile: (schema) => ajv.compile(schema) };
}
