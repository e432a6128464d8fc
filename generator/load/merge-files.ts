import { isMap, isScalar, type Node, type YAMLMap } from 'yaml';
import {
  diagnostic,
  formatPosition,
  type Diagnostic,
  type SourcePosition,
  type WithDiagnostics,
} from '../diagnostics/diagnostic.ts';
import { isRecord } from '../../runtime/validation/is-record.ts';
import { findPositions, positionOfNode, type SpecFile } from './spec-file.ts';

export type JsonPath = readonly (string | number)[];

/** The spec folder as one JSON document, plus the way back from any path in it to a place in a file. */
export interface MergedSpec {
  readonly files: readonly SpecFile[];
  /** section → (name → definition); a section that is not a map is kept whole for the meta-schema to report. */
  readonly data: Readonly<Record<string, unknown>>;
  /** Where a JSON path was written: at its key (`target: 'key'`) or its value. */
  locate(path: JsonPath, target?: 'key' | 'value'): SourcePosition;
}

const UNREADABLE = Symbol('unreadable');

const originKey = (section: string, name?: string) => (name === undefined ? section : `${section}\u0000${name}`);

/**
 * Merges the files' top-level maps section by section. Files are taken in path order, but the result
 * does not depend on it: every name may be defined once only, and a second definition is reported
 * at its own place, citing the first.
 */
export function mergeSpecFiles(files: readonly SpecFile[]): WithDiagnostics<MergedSpec> {
  const data: Record<string, unknown> = {};
  const origins = new Map<string, { file: SpecFile; key: () => SourcePosition }>();
  const problems: Diagnostic[] = [];

  const claim = (what: string, key: string, file: SpecFile, at: () => SourcePosition): boolean => {
    const first = origins.get(key);
    if (first) {
      problems.push(diagnostic('duplicate-definition', { what, other: formatPosition(first.key()) }, at()));
      return false;
    }
    origins.set(key, { file, key: at });
    return true;
  };

  /**
   * A definition's value as JSON. The YAML library refuses, by throwing, aliases that expand too far
   * (its guard against a "billion laughs" file: maxAliasCount): that is the spec's problem, reported
   * at the definition, not a crash.
   */
  const read = (what: string, entry: Pick<Entry, 'key' | 'value'>): unknown => {
    try {
      return entry.value();
    } catch (error) {
      const detail = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
      problems.push(diagnostic('yaml-alias-expansion', { what, detail }, entry.key()));
      return UNREADABLE;
    }
  };

  for (const file of files) {
    const sections = topLevelEntries(file);
    if (sections === undefined) continue; // an empty file adds nothing
    if (!Array.isArray(sections)) {
      problems.push(diagnostic('top-level-not-map', {}, sections));
      continue;
    }
    for (const { name: section, key, value, entries } of sections) {
      const existing = data[section];
      if (entries !== undefined) {
        if (existing !== undefined && !isRecord(existing)) {
          claim(`section ${section}`, originKey(section), file, key);
          continue;
        }
        if (!origins.has(originKey(section))) origins.set(originKey(section), { file, key });
        const merged = (existing as Record<string, unknown> | undefined) ?? {};
        for (const entry of entries) {
          if (!claim(`${section} ${entry.name}`, originKey(section, entry.name), file, entry.key)) continue;
          const value = read(`${section} ${entry.name}`, entry);
          // defineProperty, not assignment: a name such as __proto__ must stay data, never a prototype.
          if (value !== UNREADABLE)
            Object.defineProperty(merged, entry.name, { value, enumerable: true, writable: true, configurable: true });
        }
        data[section] = merged;
      } else {
        if (!claim(`section ${section}`, originKey(section), file, key)) continue;
        const readValue = read(`section ${section}`, { key, value });
        if (readValue !== UNREADABLE) data[section] = readValue;
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
    if (path.length === 0) return { file: file.path, line: 1, column: 1 };
    const found = findPositions(file, path);
    // An empty value (`key:` with nothing after it) has no text of its own: show its key instead.
    if (found.reached === path.length && target === 'value' && !found.empty) return found.node;
    return found.key ?? found.node;
  };

  return [{ files, data, locate }, problems];
}

/** A key of a file's top-level map, or of a map under one: where the key is written and its value as JSON. */
interface Entry {
  readonly name: string;
  readonly key: () => SourcePosition;
  readonly value: () => unknown;
  /** The entries of the value, when it is a map. */
  readonly entries?: readonly Entry[];
}

/**
 * The sections of a file, each with its definitions when it is a map; undefined for an empty file,
 * the root's position when the root is not a map. Positions are computed only when reported.
 */
function topLevelEntries(file: SpecFile): Entry[] | SourcePosition | undefined {
  if (file.canonical) return jsonEntries(file, file.canonical.value, []);
  const root = file.document.contents;
  if (root === null || (isScalar(root) && root.value === null)) return undefined;
  if (!isMap(root)) return positionOfNode(file, root);
  return yamlEntries(file, root, true);
}

function yamlEntries(file: SpecFile, map: YAMLMap, nested: boolean): Entry[] {
  return map.items.map((pair) => {
    const value = pair.value as Node | null;
    return {
      name: String((pair.key as { value?: unknown }).value),
      key: () => positionOfNode(file, pair.key as Node),
      value: () => (value === null ? null : value.toJS(file.document, { maxAliasCount: 1000 })),
      ...(nested && isMap(value) ? { entries: yamlEntries(file, value, false) } : {}),
    };
  });
}

function jsonEntries(file: SpecFile, object: Readonly<Record<string, unknown>>, path: readonly string[]): Entry[] {
  return Object.entries(object).map(([name, value]) => ({
    name,
    key: () => findPositions(file, [...path, name]).key!,
    value: () => value,
    ...(path.length === 0 && isRecord(value) ? { entries: jsonEntries(file, value, [name]) } : {}),
  }));
}
