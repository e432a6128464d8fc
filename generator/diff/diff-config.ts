import { nearestName } from '../diagnostics/nearest-name.ts';
import {
  diagnostic,
  formatPosition,
  hasErrors,
  sortDiagnostics,
  type Diagnostic,
  type SourcePosition,
  type WithDiagnostics,
} from '../diagnostics/diagnostic.ts';
import { findNode, parseSpecFile, positionOfNode, type SpecFile } from '../load/spec-file.ts';
import { SEVERITIES, type Layer, type Severity } from './change.ts';
import { LAYERS } from './compatibility.ts';
import { parsePointerPattern, type PointerPattern } from './pointer-pattern.ts';
import { DIFF_RULES, type DiffRule } from './rules.ts';

/** What the config may set a rule's changes to: a severity, or `off` (not reported at all). */
export type ConfigSeverity = Severity | 'off';
export const CONFIG_SEVERITIES: readonly ConfigSeverity[] = [...SEVERITIES, 'off'];

export interface RuleSetting {
  readonly severity: ConfigSeverity;
  readonly at: SourcePosition;
}

/** One `ignore:` entry: the changes of `rule` (every rule when undefined) at or under `path` (anywhere when undefined), on `layer` (any when undefined). */
export interface IgnoreEntry {
  readonly rule: string | undefined;
  readonly path: PointerPattern | undefined;
  readonly layer: Layer | undefined;
  readonly reason: string;
  readonly at: SourcePosition;
}

/** A diff config: per-rule severities and ignores (docs/contract-diff.md#controls). */
export interface DiffConfig {
  /** As diagnostics and reports show it. */
  readonly path: string;
  /** By `<rule> <layer>`. */
  readonly severities: ReadonlyMap<string, RuleSetting>;
  readonly ignore: readonly IgnoreEntry[];
}

export function severityKey(rule: string, layer: Layer): string {
  return `${rule} ${layer}`;
}

/** The layers a rule reports changes on, from the rules table. */
export function ruleLayers(rule: string): Layer[] {
  const definition = (DIFF_RULES as Readonly<Record<string, DiffRule>>)[rule];
  if (definition === undefined) return [];
  return LAYERS.filter((layer) => (layer === 'docs' ? definition.docs === true : definition[layer] !== undefined));
}

const TOP_KEYS = ['rules', 'ignore'] as const;
const RULE_KEYS = ['severity', ...LAYERS] as const;
const IGNORE_KEYS = ['rule', 'path', 'layer', 'reason'] as const;

type Segments = readonly (string | number)[];
const where = (segments: Segments) => (segments.length === 0 ? 'the diff config' : '/' + segments.join('/'));
const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a diff config: `rules:` (rule id → a severity, or a map of `severity` and per-layer
 * severities) and `ignore:` (a list of {rule, path, layer, reason}). Every problem is positioned; a
 * file with any problem configures nothing.
 */
export function parseDiffConfig(path: string, text: string): WithDiagnostics<DiffConfig | undefined> {
  const [file, parseProblems] = parseSpecFile(path, text);
  const problems: Diagnostic[] = parseProblems.filter((problem) => problem.code !== 'missing-schema-comment');
  if (hasErrors(problems)) return [undefined, problems];
  let data: unknown;
  try {
    data = file.document.toJS({ maxAliasCount: 100 });
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
    return [
      undefined,
      [diagnostic('yaml-alias-expansion', { what: 'the diff config', detail }, { file: path, line: 1, column: 1 })],
    ];
  }
  const reader = new ConfigReader(file, problems);
  const config = reader.read(data);
  return hasErrors(problems) ? [undefined, sortDiagnostics(problems)] : [config, problems];
}

class ConfigReader {
  constructor(
    private readonly file: SpecFile,
    private readonly problems: Diagnostic[],
  ) {}

  read(data: unknown): DiffConfig {
    const severities = new Map<string, RuleSetting>();
    const ignore: IgnoreEntry[] = [];
    const config = { path: this.file.path, severities, ignore };
    if (data === null || data === undefined) return config;
    if (!isMap(data)) {
      this.invalid([], 'must be a map of rules and ignore');
      return config;
    }
    this.unknownKeys(data, [], TOP_KEYS);
    if (data.rules !== undefined && data.rules !== null) this.readRules(data.rules, severities);
    if (data.ignore !== undefined && data.ignore !== null) this.readIgnores(data.ignore, ignore);
    return config;
  }

  private readRules(rules: unknown, out: Map<string, RuleSetting>): void {
    if (!isMap(rules))
      return this.invalid(
        ['rules'],
        'must be a map of rule ids, each to a severity or to {severity, wire, typescript, docs}',
      );
    for (const [rule, value] of Object.entries(rules)) {
      const here = ['rules', rule];
      if (!this.knownRule(rule, here, 'key')) continue;
      const layers = ruleLayers(rule);
      if (typeof value === 'string') {
        const severity = this.severity(value, here);
        if (severity !== undefined)
          for (const layer of layers) out.set(severityKey(rule, layer), { severity, at: this.at(here) });
        continue;
      }
      if (!isMap(value) || Object.keys(value).length === 0) {
        this.invalid(
          here,
          `must be a severity (${CONFIG_SEVERITIES.join(', ')}) or a map of severity and per-layer severities (${LAYERS.join(', ')})`,
        );
        continue;
      }
      this.unknownKeys(value, here, RULE_KEYS);
      if (value.severity !== undefined) {
        const severity = this.severity(value.severity, [...here, 'severity']);
        if (severity !== undefined)
          for (const layer of layers)
            out.set(severityKey(rule, layer), { severity, at: this.at([...here, 'severity']) });
      }
      // A per-layer severity wins over `severity` for its layer, whatever order the keys are written in.
      for (const layer of LAYERS) {
        if (value[layer] === undefined) continue;
        const severity = this.severity(value[layer], [...here, layer]);
        if (!layers.includes(layer))
          this.problems.push(
            diagnostic(
              'diff-config-layer-absent',
              { where: where([...here, layer]), rule, layer, layers: layers.join(', ') },
              this.at([...here, layer], 'key'),
            ),
          );
        else if (severity !== undefined) out.set(severityKey(rule, layer), { severity, at: this.at([...here, layer]) });
      }
    }
  }

  private readIgnores(list: unknown, out: IgnoreEntry[]): void {
    if (!Array.isArray(list)) return this.invalid(['ignore'], 'must be a list of {rule, path, layer, reason}');
    const seen = new Map<string, SourcePosition>();
    list.forEach((entry: unknown, index) => {
      const here = ['ignore', index];
      if (!isMap(entry)) return this.invalid(here, 'must be a map of rule, path, layer and reason');
      this.unknownKeys(entry, here, IGNORE_KEYS);
      const rule = this.optionalString(entry, here, 'rule');
      const known = rule === undefined || this.knownRule(rule, [...here, 'rule'], 'value');
      const pathText = this.optionalString(entry, here, 'path');
      const path = pathText === undefined ? undefined : this.pattern(pathText, [...here, 'path']);
      const layer = this.layer(entry, here, rule !== undefined && known ? rule : undefined);
      const reason = this.optionalString(entry, here, 'reason');
      if (!Object.hasOwn(entry, 'reason'))
        this.invalid(
          here,
          'is missing reason: say why these changes need not fail the diff (the reason is printed with each change it ignores)',
          'key',
        );
      if (!Object.hasOwn(entry, 'rule') && !Object.hasOwn(entry, 'path'))
        this.invalid(
          here,
          'names neither a rule nor a path: give one or both (a rule everywhere is `rules: {<rule>: off}`)',
        );
      const key = JSON.stringify([rule ?? null, pathText ?? null, layer ?? null]);
      const first = seen.get(key);
      const at = this.at(here);
      if (first !== undefined)
        this.problems.push(
          diagnostic('diff-config-duplicate-ignore', { where: where(here), other: formatPosition(first) }, at),
        );
      else seen.set(key, at);
      if (known && reason !== undefined && reason.trim() !== '')
        out.push({
          rule,
          path: path === undefined || 'problem' in path ? undefined : path,
          layer,
          reason: reason.trim(),
          at,
        });
    });
  }

  private layer(entry: Record<string, unknown>, here: Segments, rule: string | undefined): Layer | undefined {
    const value = entry.layer;
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !(LAYERS as readonly string[]).includes(value)) {
      this.invalid([...here, 'layer'], `must be one of ${LAYERS.join(', ')}, not ${JSON.stringify(value)}`);
      return undefined;
    }
    const layer = value as Layer;
    const layers = rule === undefined ? LAYERS : ruleLayers(rule);
    if (!layers.includes(layer))
      this.problems.push(
        diagnostic(
          'diff-config-layer-absent',
          { where: where([...here, 'layer']), rule: rule!, layer, layers: layers.join(', ') },
          this.at([...here, 'layer']),
        ),
      );
    return layer;
  }

  private pattern(text: string, here: Segments): PointerPattern | { problem: string } {
    const pattern = parsePointerPattern(text);
    if ('problem' in pattern) this.invalid(here, pattern.problem);
    return pattern;
  }

  private optionalString(entry: Record<string, unknown>, here: Segments, key: string): string | undefined {
    const value = entry[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.trim() === '') {
      this.invalid([...here, key], 'must be a non-empty string');
      return undefined;
    }
    return value;
  }

  private knownRule(rule: string, here: Segments, target: 'key' | 'value'): boolean {
    if (Object.hasOwn(DIFF_RULES, rule)) return true;
    const near = nearestName(rule, Object.keys(DIFF_RULES));
    this.problems.push(
      diagnostic(
        'diff-config-unknown-rule',
        { where: where(here), rule, hint: near === undefined ? '' : ` (did you mean ${near}?)` },
        this.at(here, target),
      ),
    );
    return false;
  }

  private severity(value: unknown, here: Segments): ConfigSeverity | undefined {
    if (typeof value === 'string' && (CONFIG_SEVERITIES as readonly string[]).includes(value))
      return value as ConfigSeverity;
    this.problems.push(
      diagnostic('diff-config-bad-severity', { where: where(here), actual: JSON.stringify(value) }, this.at(here)),
    );
    return undefined;
  }

  private unknownKeys(map: Record<string, unknown>, here: Segments, allowed: readonly string[]): void {
    for (const key of Object.keys(map)) {
      if (!allowed.includes(key))
        this.problems.push(
          diagnostic(
            'unknown-key',
            { key, where: where(here), allowed: allowed.join(', ') },
            this.at([...here, key], 'key'),
          ),
        );
    }
  }

  private invalid(here: Segments, detail: string, target: 'key' | 'value' = 'value'): void {
    this.problems.push(diagnostic('diff-config-invalid', { where: where(here), detail }, this.at(here, target)));
  }

  /** The value at `segments` (or its key); a missing tail points at its nearest ancestor. */
  private at(segments: Segments, target: 'key' | 'value' = 'value'): SourcePosition {
    if (segments.length === 0) return { file: this.file.path, line: 1, column: 1 };
    const found = findNode(this.file, segments);
    const reachedAll = found.reached === segments.length;
    return positionOfNode(
      this.file,
      target === 'key' && reachedAll && found.key !== null ? found.key : (found.node ?? found.key),
    );
  }
}
