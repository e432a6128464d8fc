/**
 * The format checks' regular expressions, read from their source text: each passes the ReDoS analysis
 * the spec's own patterns must pass. A test of source text, not of behaviour: the mutation areas
 * leave `*-source.test.ts` files out (an instrumented source holds the mutation tool's own code).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { redosVerdict } from '../../generator/check/redos-verdict.ts';

describe('format regular expressions', () => {
  // Not timed (the machine is shared): every regular expression the checks use passes the same
  // ReDoS analysis the spec's own patterns must pass; the rest of each check is a single scan.
  it('rule: every regular expression of the format checks matches in linear time', () => {
    const folder = fileURLToPath(new URL('../../runtime/validation/formats/', import.meta.url));
    const sources: string[] = [];
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.ts'))) {
      const file = ts.createSourceFile(name, readFileSync(join(folder, name), 'utf8'), ts.ScriptTarget.Latest);
      const visit = (node: ts.Node): void => {
        if (ts.isRegularExpressionLiteral(node)) sources.push(node.text.slice(1, node.text.lastIndexOf('/')));
        node.forEachChild(visit);
      };
      visit(file);
    }
    expect(sources.length).toBeGreaterThan(10);
    expect(sources.filter((source) => redosVerdict(source).status !== 'safe')).toEqual([]);
  });
});
