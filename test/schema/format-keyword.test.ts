/**
 * One set of formats everywhere: the spec format admits exactly the formats the package can check,
 * and the generated validators import, for each, the very function the table names.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMAT_FUNCTIONS } from '../../generator/schema/format-keyword.ts';
import { FORMATS } from '../../runtime/validation/formats/index.ts';

const metaSchema = JSON.parse(readFileSync(new URL('../../schema/felan-spec.schema.json', import.meta.url), 'utf8'));

describe('the format keyword', () => {
  it('rule: the meta-schema admits exactly the formats FORMATS checks', () => {
    expect([...metaSchema.definitions.schema.properties.format.enum].sort()).toEqual(Object.keys(FORMATS).sort());
  });

  it('rule: each format imports the function FORMATS holds for it', async () => {
    for (const [format, source] of Object.entries(FORMAT_FUNCTIONS)) {
      const module = (await import(`../../runtime/validation/formats/${source.module}.ts`)) as Record<string, unknown>;
      expect(module[source.name], format).toBe(FORMATS[format as keyof typeof FORMATS]);
    }
  });
});
