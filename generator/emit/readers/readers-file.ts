import { GENERATED_HEADER } from '../emitter.ts';
import { PART_CHECKS, type CheckName } from '../../parts/part-checks.ts';
import { checkLocal } from './compile-readers.ts';
import type { ReadersModule } from './readers-module.ts';

/**
 * src/readers.js: the compiled readers over the runtime helpers they call. The compiler writes
 * JavaScript, so the package carries it as such, copied into dist/ as is; readers.d.ts types its tables.
 */
export function readersFile(readers: ReadersModule): string {
  return [
    GENERATED_HEADER,
    "import { FAIL, allUnique, at, duplicate, fail, failCheck, headOf, isPlainArray, isPlainObject, itemsHeadOf, missing, notContainer, oneOfFailed, ownObject, readJson, spendBytes } from './runtime/boundary/fast-read.js';",
    "import { exceedsJsonBytes, exceedsJsonEntries } from './runtime/validation/json-measure.js';",
    "import { ucs2length } from './runtime/validation/ucs2length.js';",
    "import { exceedsUtf8Bytes } from './runtime/validation/utf8-byte-length.js';",
    ...[...readers.checks]
      .sort()
      .map(
        (name) =>
          `import { ${name} as ${checkLocal(name)} } from './runtime/parts/checks/${PART_CHECKS[name as CheckName].module}.js';`,
      ),
    'const gopd = Object.getOwnPropertyDescriptor;',
    readers.code,
    '',
  ].join('\n');
}

/** src/readers.d.ts: the readers readers.js exports (runtime/boundary/boundary.ts calls them as `Reader`s). */
export function readersDeclarations(readers: ReadersModule): string {
  return [
    GENERATED_HEADER,
    "import type { Reader } from './runtime/boundary/boundary.js';",
    ...readers.exported.map((name) => `export declare const ${name}: Reader;`),
    '',
  ].join('\n');
}
