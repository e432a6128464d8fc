/**
 * What the top-level help lists for each command, in its order: the command as help writes it (name,
 * `[options]`, arguments) and its description. With it `felan-protocol --help` and `--version` load
 * no command module — each one loads its part of the toolchain (Ajv, YAML, the pipeline…), ~80 ms
 * together. test/cli/command-summaries.test.ts holds every line to the command's own definition.
 */
export const COMMAND_SUMMARIES: Readonly<Record<string, { readonly term: string; readonly description: string }>> = {
  gen: {
    term: 'gen [options] [spec]',
    description:
      "generate the TypeScript package of each spec of the project (types, validators, catalog) and build it, and the spec's editor schema",
  },
  build: {
    term: 'build [options] <package-dir>',
    description: "build dist/ of a generated package from its sources, as gen does (npm's prepare uses it)",
  },
  check: {
    term: 'check [options] [spec]',
    description:
      "fail (exit 1) when a generated package or a spec's editor schema, or the reference docs or JSON Schema bundle the project commits, differ from what the spec produces",
  },
  validate: {
    term: 'validate [options] [spec]',
    description:
      'check each spec of the project (or the one named) and report every problem as file:line:col  code  message',
  },
  diff: {
    term: 'diff [options] [old] [new]',
    description:
      'compare two contracts and say which changes break old readers, old writers or the generated TypeScript',
  },
  changelog: {
    term: 'changelog [options] [old] [new]',
    description: 'write a Markdown changelog section for the changes between two contracts',
  },
  release: {
    term: 'release [options] [spec]',
    description: 'freeze the working contract as <releases>/<version>.json, the base later diffs compare with',
  },
  docs: {
    term: 'docs [options] [spec]',
    description:
      'write the Markdown reference of each spec (an index and a page per operation group) and one self-contained HTML page',
  },
  init: {
    term: 'init [options] <dir>',
    description: 'scaffold a new protocol spec folder that validates and generates as written',
  },
  schema: {
    term: 'schema [options] [spec]',
    description:
      "write the contract as one JSON Schema 2020-12 bundle (every type, every op's params and result) for consumers outside TypeScript",
  },
};
