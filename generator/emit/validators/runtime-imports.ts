import { RUNTIME_REQUIRE } from '../../schema/ajv-compiler.ts';
import { CHECK_REQUIRE_PREFIX } from '../../schema/check-keyword.ts';
import { FORMAT_REQUIRE_PREFIX } from '../../schema/format-keyword.ts';

/**
 * Ajv's standalone "ESM" output still `require`s its runtime helpers. Each one it may ask for is
 * mapped here to the package's own module; anything else is a generator bug and fails loudly.
 */
const RUNTIME_MODULES: Readonly<Record<string, { readonly module: string; readonly exportName: string }>> = {
  'ajv/dist/runtime/ucs2length#default': { module: './runtime/validation/ucs2length.js', exportName: 'ucs2length' },
  'ajv/dist/runtime/equal#default': { module: './runtime/validation/deep-equal.js', exportName: 'deepEqual' },
  [`${RUNTIME_REQUIRE.exceedsUtf8Bytes}#exceedsUtf8Bytes`]: {
    module: './runtime/validation/utf8-byte-length.js',
    exportName: 'exceedsUtf8Bytes',
  },
  [`${RUNTIME_REQUIRE.exceedsJsonEntries}#exceedsJsonEntries`]: {
    module: './runtime/validation/json-measure.js',
    exportName: 'exceedsJsonEntries',
  },
  [`${RUNTIME_REQUIRE.exceedsJsonBytes}#exceedsJsonBytes`]: {
    module: './runtime/validation/json-measure.js',
    exportName: 'exceedsJsonBytes',
  },
  [`${RUNTIME_REQUIRE.duplicatePair}#duplicatePair`]: {
    module: './runtime/validation/unique-items.js',
    exportName: 'duplicatePair',
  },
  [`${RUNTIME_REQUIRE.validationIssue}#issue`]: {
    module: './runtime/validation/validation-issue.js',
    exportName: 'issue',
  },
};

const REQUIRE_LINE = /^const (\w+) = require\("([^"]+)"\)\.(\w+);$/gm;

/** Turns `const func2 = require("…").x;` lines into static imports of the package's runtime modules. */
export function replaceRuntimeRequires(code: string): string {
  const imports: string[] = [];
  const body = code.replace(REQUIRE_LINE, (_, local: string, specifier: string, member: string) => {
    // A format's function: runtime/validation/formats/<module>.ts, imported by its own name.
    const format = specifier.startsWith(FORMAT_REQUIRE_PREFIX)
      ? {
          module: `./runtime/validation/formats/${specifier.slice(FORMAT_REQUIRE_PREFIX.length)}.js`,
          exportName: member,
        }
      : undefined;
    // A part's check: runtime/parts/checks/<module>.ts, imported by its own name.
    const check = specifier.startsWith(CHECK_REQUIRE_PREFIX)
      ? { module: `./runtime/parts/checks/${specifier.slice(CHECK_REQUIRE_PREFIX.length)}.js`, exportName: member }
      : undefined;
    const target = format ?? check ?? RUNTIME_MODULES[`${specifier}#${member}`];
    if (target === undefined)
      throw new Error(`generated validators require ${specifier}.${member}, which has no runtime module`);
    const binding = target.exportName === local ? local : `${target.exportName} as ${local}`;
    imports.push(`import { ${binding} } from '${target.module}';`);
    return '';
  });
  if (/\brequire\(/.test(body)) throw new Error('generated validators still contain a require() call');
  return [...imports.sort(), body.replace(/^"use strict";\n/, '').replace(/\n{3,}/g, '\n\n')].join('\n');
}
