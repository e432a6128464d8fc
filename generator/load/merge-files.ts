import { isMap, isScalar, type Node } from 'yaml';
import { diagnostic, formatPosition, type Diagnostic, type SourcePosition, type WithDiagnostics } from '../diagnostics/diagnostic.ts';
import { findNode, positionAt, positionOfNode, type SpecFile } from './spec-file.ts';

export type JsonPath = readonly (string | number)[];

/** The spec folder as one JSON document, plus the way back from any path in it to a place in a file. */
export interface MergedSpec {
  readonly files: readonly SpecFile[];
  /** section → (name → definition); a section that is not a map is kept whole for the meta-schema to report. */
  readonly data: Readonly<Record<string, unknown>>;
  /** Where a JSON path was written: at its key (`target: 'key'`) or its value. */
  locate(path: JsonPath, target?: 'key' | 'value'): SourcePosition;
}

const originKey = (section: string, name?: string) => (name === undefined ? section : `${section}\u0000${name}`);

/**
 * Merges the files' top-level maps section by section. Files are taken in path order, but the result
 * does not depend on it: every name may be defined once only, and a second definition is reported
 * at its own place, citing the first.
 */
export function mergeSpecFiles(files: readonly SpecFile[]): WithDiagnostics<MergedSpec> {
  const data: Record<string, unknown> = {};
  const origins = new Map<string, { file: SpecFile; key: Node }>();
  const problems: Diagnostic[] = [];

  const claim = (what: string, key: string, file: SpecFile, keyNode: Node): boolean => {
    const first = origins.get(key);
    if (first) {
      const other = formatPosition(positionOfNode(first.file, first.key));
      problems.push(diagnostic('duplicate-definition', { what, other }, positionOfNode(file, keyNode)));
      return false;
    }
    origins.set(key, { file, key: keyNode });
    return true;
  };

  for (const file of files) {
    const root = file.document.contents;
    if (root === null || (isScalar(root) && root.value === null)) continue; // an empty file adds nothing
    if (!isMap(root)) {
      problems.push(diagnostic('top-level-not-map', {}, positionOfNode(file, root)));
      continue;
    }
    for (const pair of root.items) {
      const keyNode = pair.key as Node;
      const section = String((pair.key as { value?: unknown }).value);
      const value = pair.value as Node | null;
      const existing = data[section];
      if (isMap(value)) {
        if (existing !== undefined && !isPlainObject(existing)) {
          claim(`section ${section}`, originKey(section), file, keyNode);
          continue;
        }
        if (!origins.has(originKey(section))) origins.set(originKey(section), { file, key: keyNode });
        const entries = (existing as Record<string, unknown> | undefined) ?? {};
        for (const entry of value.items) {
          const entryKey = entry.key as Node;
          const name = String((entry.key as { value?: unknown }).value);
          if (!claim(`${section} ${name}`, originKey(section, name), file, entryKey)) continue;
          const definition: unknown = entry.value === null ? null : (entry.value as Node).toJS(file.document, { maxAliasCount: 1000 });
          // defineProperty, not assignment: a name such as __proto__ must stay data, never a prototype.
          Object.defineProperty(entries, name, { value: definition, enumerable: true, writable: true, configurable: true });
        }
        data[section] = entries;
      } else {
        if (!claim(`section ${section}`, originKey(section), file, keyNode)) continue;
        data[section] = value === null ? null : value.toJS(file.document, { maxAliasCount: 1000 });
      }
    }
  }

  const locate = (path: JsonPath, target: 'key' | 'value' = 'value'): SourcePosition => {
    const [section, name] = path;
    const owner =
      (name !== undefined ? origins.get(originKey(String(section), String(name))) : undefined) ??
      (section !== undefined ? origins.get(originKey(String(section))) : undefined);
    const file = owner?.file ?? files[0];
    if (!file) return { file: '-', line: 1, column: 1 };
    if (path.length === 0) return positionAt(file, 0);
    const found = findNode(file, path);
    // An empty value (`key:` with nothing after it) has no text of its own: show its key instead.
    const empty = isScalar(found.node) && found.node.value === null && found.node.source === '';
    if (found.reached === path.length && target === 'value' && found.node && !empty) return positionOfNode(file, found.node);
    if (found.key) return positionOfNode(file, found.key);
    return positionOfNode(file, found.node);
  };

  return [{ files, data, locate }, problems];
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
