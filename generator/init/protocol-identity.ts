import metaSchema from '../../schema/felan-spec.schema.json' with { type: 'json' };

/** What `init` writes into protocol.yaml: the three values the scaffold does not fix. */
export interface ProtocolIdentity {
  readonly name: string;
  readonly package: string;
  readonly title: string;
}

/** A value, or why there is none (a sentence the CLI prints as is). */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const refused = <T>(reason: string): Checked<T> => ({ ok: false, reason });

// The meta-schema's own patterns, so init can never write a name that validate then refuses.
const NAME = new RegExp(metaSchema.definitions.kebabName.pattern);
const PACKAGE = new RegExp(metaSchema.definitions.protocol.properties.package.pattern);
/** npm refuses longer package names. */
const MAX_PACKAGE_LENGTH = 214;
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

const NAME_RULE =
  'lowercase letters and digits in words joined by single hyphens, starting with a letter, for example chat-protocol';

/**
 * The kebab-case name a folder name suggests: accents dropped, camelCase split, every run of other
 * characters made one hyphen. `My Protocol` → `my-protocol`, `chatAPI_v2` → `chat-api-v2`.
 */
export function kebabFromFolder(folder: string): string {
  return folder
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The protocol name taken from the target folder's name, normalised; refused when normalising cannot give a valid one. */
export function nameFromFolder(folder: string): Checked<string> {
  const name = kebabFromFolder(folder);
  if (name === '')
    return refused(
      `the folder name ${JSON.stringify(folder)} has no letter or digit to make a protocol name of: pass --name <kebab-name>`,
    );
  if (!NAME.test(name)) {
    return refused(
      `the folder name ${JSON.stringify(folder)} gives ${JSON.stringify(name)}, but a protocol name starts with a letter: pass --name <kebab-name>`,
    );
  }
  return ok(name);
}

/** A name given with --name: taken as written, never silently changed. */
export function checkName(name: string): Checked<string> {
  if (NAME.test(name)) return ok(name);
  const suggestion = kebabFromFolder(name);
  const hint = suggestion !== '' && NAME.test(suggestion) ? `; did you mean ${suggestion}?` : '';
  return refused(`--name ${JSON.stringify(name)} is not a protocol name: use ${NAME_RULE}${hint}`);
}

/** The package name: --package as written, or `@example/<name>`, a placeholder scope the author replaces before publishing. */
export function checkPackage(given: string | undefined, name: string): Checked<string> {
  const value = given ?? `@example/${name}`;
  const source = given === undefined ? `the default package name ${value}` : `--package ${JSON.stringify(value)}`;
  if (!PACKAGE.test(value)) {
    return refused(
      `${source} is not an npm package name: use lowercase letters, digits, '.', '_' and '-', optionally after an @scope/ (for example @acme/chat-protocol)`,
    );
  }
  if (value.length > MAX_PACKAGE_LENGTH) {
    return refused(
      `${source} is ${value.length} characters long; npm takes at most ${MAX_PACKAGE_LENGTH}${given === undefined ? ': pass a shorter --name or a --package' : ''}`,
    );
  }
  return ok(value);
}

/** The title: --title trimmed, or the name in words (`chat-protocol` → `Chat protocol`). */
export function checkTitle(given: string | undefined, name: string): Checked<string> {
  if (given === undefined) {
    const words = name.split('-').join(' ');
    return ok(words.charAt(0).toUpperCase() + words.slice(1));
  }
  const title = given.trim();
  if (title === '')
    return refused('--title is blank: give the protocol a title, or leave --title out to make one from the name');
  if (CONTROL.test(title))
    return refused('--title holds a line break or another control character: a title is one line of text');
  return ok(title);
}
