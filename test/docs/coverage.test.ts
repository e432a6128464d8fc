/**
 * Rule: the reference documents everything the model holds. Every group, operation, shared type,
 * error code, limit, feature and vocabulary term has its anchor in the Markdown page the anchor
 * table (generator/docs/anchors.ts) assigns it and in the HTML page, with its name next to it, and
 * a table-of-contents link in the HTML.
 */
import { describe, expect, it } from 'vitest';
import {
  clientKindAnchor,
  errorAnchor,
  featureAnchor,
  groupAnchor,
  groupPage,
  INDEX_PAGE,
  limitAnchor,
  operationAnchor,
  persistenceAnchor,
  scopeAnchor,
  TYPES_PAGE,
  typeAnchor,
} from '../../generator/docs/anchors.ts';
import { renderReference } from '../../generator/docs/render-reference.ts';
import type { Anchor } from '../../generator/docs/reference-document.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import {
  htmlFragmentLinks,
  htmlIds,
  htmlPage,
  markdownAnchors,
  memorySpec,
  minimalSpecData,
  modelOf,
  SPECS,
} from './reference-support.ts';

/** Everything the reference must document, with the anchor it must have and the name it must show. */
function expectedEntries(model: ProtocolModel): { kind: string; name: string; anchor: Anchor }[] {
  const { protocol } = model;
  return [
    ...model.groups.map((group) => ({ kind: 'group', name: group.name, anchor: groupAnchor(group.name) })),
    ...model.operations.map((op) => ({ kind: 'operation', name: op.name, anchor: operationAnchor(op.group, op.name) })),
    ...model.types.map((type) => ({ kind: 'type', name: type.name, anchor: typeAnchor(type.name) })),
    ...model.errors.map((error) => ({ kind: 'error', name: error.code, anchor: errorAnchor(error.code) })),
    ...model.limits.map((limit) => ({ kind: 'limit', name: limit.name, anchor: limitAnchor(limit.name) })),
    ...model.features.map((feature) => ({ kind: 'feature', name: feature.name, anchor: featureAnchor(feature.name) })),
    ...protocol.clientKinds.map((entry) => ({
      kind: 'client kind',
      name: entry.name,
      anchor: clientKindAnchor(entry.name),
    })),
    ...protocol.scopes.map((entry) => ({ kind: 'scope', name: entry.name, anchor: scopeAnchor(entry.name) })),
    ...protocol.persistence.map((entry) => ({
      kind: 'persistence',
      name: entry.name,
      anchor: persistenceAnchor(entry.name),
    })),
  ];
}

describe.each(Object.entries(SPECS))('the reference of the %s spec', (_label, spec) => {
  it('rule: every group, operation, type, error, limit, feature and vocabulary term has its anchor on its Markdown page, with its name', async () => {
    const model = await modelOf(spec);
    const files = new Map(renderReference(model).map((file) => [file.path, file.content]));
    const missing: string[] = [];
    for (const { kind, name, anchor } of expectedEntries(model)) {
      const page = files.get(anchor.page);
      if (page === undefined || !markdownAnchors(page).has(anchor.id))
        missing.push(`${kind} ${name}: no <a id="${anchor.id}"> on ${anchor.page}`);
      // The anchor opens the heading or table cell that names the entry.
      else if (
        !page.includes(`<a id="${anchor.id}"></a>`) ||
        !new RegExp(
          `<a id="${escapeRegExp(anchor.id)}"></a>[^\\n]*${escapeRegExp(kind === 'group' ? model.groups.find((g) => g.name === name)!.title : name)}`,
        ).test(page)
      ) {
        missing.push(`${kind} ${name}: its anchor on ${anchor.page} does not stand next to its name`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('rule: every one of them has its id and a contents link in index.html', async () => {
    const model = await modelOf(spec);
    const html = htmlPage(renderReference(model));
    const ids = new Set(htmlIds(html));
    const contents = html.slice(html.indexOf('<nav id="contents"'), html.indexOf('</nav>'));
    const tocTargets = new Set(htmlFragmentLinks(contents));
    const missing = expectedEntries(model).flatMap(({ kind, name, anchor }) => [
      ...(ids.has(anchor.id) ? [] : [`${kind} ${name}: no id="${anchor.id}"`]),
      ...(tocTargets.has(anchor.id) ? [] : [`${kind} ${name}: no contents link to #${anchor.id}`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('rule: the files are README.md, one page per group (and operations.md for operations in none), types.md and index.html — nothing else', async () => {
    const model = await modelOf(spec);
    const paths = renderReference(model).map((file) => file.path);
    const ungrouped = model.operations.some((op) => op.group === undefined) ? [groupPage(undefined)] : [];
    expect(paths).toEqual(
      [
        ...new Set([
          INDEX_PAGE,
          TYPES_PAGE,
          'index.html',
          ...model.groups.map((group) => groupPage(group.name)),
          ...ungrouped,
        ]),
      ].sort(),
    );
  });
});

describe('what each entry shows', () => {
  it('rule: an operation shows its wire name, scope, mutation, persistence, clients, since, status, params, result and examples', async () => {
    const model = await modelOf(SPECS.minimal);
    const page = renderReference(model).find((file) => file.path === 'basics.md')!.content;
    const echo = page.slice(page.indexOf('<a id="op-ping.echo">'));
    for (const line of [
      '| Wire name | `ping.echo` |',
      '| Scope | [`host`](README.md#scope-host) |',
      '| Mutation | yes |',
      '| Persistence | [`durable`](README.md#persistence-durable) |',
      '| Clients | [`cli`](README.md#client-cli) |',
      '| Since | `1.1.0` |',
      '| Status | stable |',
      '| Requires feature | [`ping.echo`](README.md#feature-ping.echo) |',
      '### Params',
      'Type: [`Stamp`](types.md#type-Stamp) = object (`additionalProperties: false`)',
      '| `at` | integer (`minimum: 0`) | yes | Milliseconds since the epoch. |',
      '### Result',
      '### Examples',
      '"status": "handled"',
    ]) {
      expect(echo, line).toContain(line);
    }
  });

  it('rule: a deprecated operation with a sunset says from which version it may be removed, on its entry and in both lists of operations', async () => {
    const data = minimalSpecData();
    const ping = (data['operations.yaml']!.operations as Record<string, Record<string, unknown>>).ping!;
    Object.assign(ping, { status: 'deprecated', sunset: '1.3.0' });
    const files = renderReference(await modelOf('/spec', memorySpec(data)));
    const group = files.find((file) => file.path === 'basics.md')!.content;
    const index = files.find((file) => file.path === 'README.md')!.content;
    expect(group).toContain('| Status | deprecated; may be removed from `1.3.0` |');
    expect(group).toContain('(deprecated)');
    expect(group).toContain('| [`ping`](#op-ping) | deprecated; may be removed from `1.3.0` | `1.0.0` |');
    expect(index).toMatch(/\| deprecated; may be removed from `1\.3\.0` \| `1\.0\.0` \|/);
    // ping.echo has no sunset: its status reads as before.
    expect(group).toContain('| Status | stable |');
  });

  it('rule: the index lists every error with retryable and since, every limit with value and unit, every feature with since', async () => {
    const model = await modelOf(SPECS.minimal);
    const index = renderReference(model).find((file) => file.path === 'README.md')!.content;
    expect(index).toContain('| <a id="error-busy"></a>`busy` | yes | `1.0.0` | The host is busy; try again later. |');
    // invalid_request sets no retryable: the table says so instead of guessing "no".
    expect(index).toContain('| <a id="error-invalid_request"></a>`invalid_request` | not set | `1.0.0` |');
    expect(index).toContain(
      '| <a id="limit-payloadBytes"></a>`payloadBytes` | `1024` | bytes |  | Most UTF-8 bytes of a ping payload. |',
    );
    expect(index).toContain(
      '| <a id="feature-ping.echo"></a>`ping.echo` | `1.1.0` | The host echoes the ping\'s payload. | [`ping.echo`](basics.md#op-ping.echo) |',
    );
    expect(index).toContain('# <a id="protocol"></a>Ping protocol');
    expect(index).toContain('| Version | `1.2.0` |');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
