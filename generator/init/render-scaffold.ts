import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toolchainRoot } from '../host/toolchain-root.ts';
import { isScalar, parseDocument, stringify } from 'yaml';
import type { ProtocolIdentity } from './protocol-identity.ts';
import { SCHEMA_LINE_PREFIX } from './schema-reference.ts';

/** One file of a spec folder: its '/'-separated path relative to the folder, and its text. */
export interface ScaffoldFile {
  readonly path: string;
  readonly content: string;
}

/**
 * The scaffold: the files every family shares (generator/init/template: errors, features, limits,
 * types and the example notes operations) and the family's own protocol.yaml and framing.yaml
 * (generator/init/families/<name>). Together they are a spec folder of their own — test/init
 * validates and generates each — whose protocol is `example-protocol`; init puts the author's name,
 * package and title in their place.
 */
export const TEMPLATE_DIR = join(toolchainRoot(), 'generator/init/template/');
const FAMILIES_DIR = join(toolchainRoot(), 'generator/init/families/');

/** A framing family init can scaffold, in one table: its name (the folder under families/) and what it is. */
export interface ScaffoldFamily {
  readonly name: string;
  readonly description: string;
}

export const FAMILIES: readonly ScaffoldFamily[] = [
  {
    name: 'envelope',
    description:
      'requests {v, id, op, session?, params} and responses {v, re, outcome, result | error}, as the bundled session protocol frames them',
  },
  {
    name: 'json-rpc',
    description:
      'JSON-RPC 2.0 as MCP and LSP speak it over stdio: requests both ways, notifications, responses {jsonrpc, id, result | error}',
  },
];

export const DEFAULT_FAMILY = 'envelope';

/** The template file whose protocol section takes the identity. */
const PROTOCOL_FILE = 'protocol.yaml';
const IDENTITY_KEYS = ['name', 'package', 'title'] as const;

/** The .yaml files under `dir`, by '/'-separated path relative to it. */
async function yamlFiles(dir: string): Promise<ScaffoldFile[]> {
  const files: ScaffoldFile[] = [];
  const walk = async (sub: string): Promise<void> => {
    for (const entry of await readdir(join(dir, sub), { withFileTypes: true })) {
      const path = sub === '' ? entry.name : `${sub}/${entry.name}`;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && entry.name.endsWith('.yaml'))
        files.push({ path, content: await readFile(join(dir, path), 'utf8') });
    }
  };
  await walk('');
  return files;
}

/**
 * The scaffold of a family: the shared files and the family's own, sorted by path, so the scaffold
 * is the same on every disk. Throws for a family FAMILIES does not list (the CLI checks first).
 */
export async function readTemplate(family: string = DEFAULT_FAMILY): Promise<ScaffoldFile[]> {
  if (!FAMILIES.some((entry) => entry.name === family)) throw new Error(`no scaffold family ${family}`);
  const own = await yamlFiles(join(FAMILIES_DIR, family));
  const ownPaths = new Set(own.map((file) => file.path));
  const shared = (await yamlFiles(TEMPLATE_DIR)).filter((file) => !ownPaths.has(file.path));
  return [...shared, ...own].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The files init writes: the template with each file's `$schema=` line pointing where `schemaFor`
 * says (it depends on the file's folder) and the identity in protocol.yaml. Pure: the same inputs
 * give the same bytes.
 */
export function renderScaffold(
  template: readonly ScaffoldFile[],
  identity: ProtocolIdentity,
  schemaFor: (path: string) => string,
): ScaffoldFile[] {
  return template.map((file) => {
    const content = withSchemaLine(file, schemaFor(file.path));
    return { path: file.path, content: file.path === PROTOCOL_FILE ? withIdentity(content, identity) : content };
  });
}

function withSchemaLine(file: ScaffoldFile, reference: string): string {
  if (!file.content.startsWith(SCHEMA_LINE_PREFIX))
    throw new Error(`template ${file.path} does not start with "${SCHEMA_LINE_PREFIX}"`);
  const lineEnd = file.content.indexOf('\n');
  return SCHEMA_LINE_PREFIX + reference + (lineEnd === -1 ? '' : file.content.slice(lineEnd));
}

/**
 * Replaces the text of protocol.name, package and title — only those characters, so the template's
 * comments and layout survive, which re-printing the whole document would not keep. Each value is
 * written as the yaml library prints it (quoted when a plain scalar would read differently), and
 * the result is parsed back to prove it holds exactly the values given.
 */
function withIdentity(text: string, identity: ProtocolIdentity): string {
  const document = parseDocument(text);
  const edits = IDENTITY_KEYS.map((key) => {
    const node = document.getIn(['protocol', key], true);
    if (!isScalar(node) || node.range == null)
      throw new Error(`template ${PROTOCOL_FILE} has no scalar protocol.${key}`);
    return {
      start: node.range[0],
      end: node.range[1],
      text: stringify(identity[key], { lineWidth: 0, singleQuote: true }).trimEnd(),
    };
  }).sort((a, b) => b.start - a.start);
  let result = text;
  for (const edit of edits) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);

  const check = parseDocument(result);
  const written =
    check.errors.length === 0 ? (check.toJS() as { protocol?: Record<string, unknown> }).protocol : undefined;
  const wrong = IDENTITY_KEYS.filter((key) => written?.[key] !== identity[key]);
  if (wrong.length > 0)
    throw new Error(`protocol.yaml would not hold the ${wrong.join(', ')} given: ${JSON.stringify(identity)}`);
  return result;
}
