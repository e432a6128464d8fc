/**
 * Every diagnostic the toolchain can report, in one table (TypeSpec's `messages.ts` habit).
 * A code is kebab-case and stable: tests, CI logs and users grep for it. Creating a diagnostic
 * with a code that is not here, or without the parameters its message names, is a type error.
 * `{suggestion?}` is optional: the "did you mean" hint (nearest-name.ts, didYouMean), in one
 * wording everywhere — ` (did you mean "required"?)` — or nothing.
 */
export const messages = {
  // --- reading the spec folder
  'spec-folder-missing': {
    severity: 'error',
    message:
      'spec folder {path} does not exist or is not a folder: pass the folder with --spec <dir>, or start one with `felan-protocol init <dir>`',
  },
  'spec-folder-empty': {
    severity: 'error',
    message:
      'spec folder {path} holds no .yaml files: add spec files, or scaffold a spec there with `felan-protocol init <dir>`',
  },
  'file-unreadable': { severity: 'error', message: 'cannot read {path}: {reason}' },
  'spec-file-too-large': {
    severity: 'error',
    message:
      'spec file {path} is {size}, over the {limit} a spec file may have: split it into several files (every .yaml file of a spec folder is read and merged)',
  },
  'invalid-utf8': {
    severity: 'error',
    message: 'byte {byte} (at byte offset {offset}) is not UTF-8: a spec file is UTF-8 text; save it as UTF-8',
  },
  'binary-content': {
    severity: 'error',
    message:
      'character {character} is not printable text: a spec file is YAML text, so this is a binary or damaged file or a stray control character (a value that needs one writes it as an escape in a double-quoted string)',
  },
  'spec-link-loop': {
    severity: 'error',
    message:
      '{path} is a symbolic link to {target}, which leads back to a folder holding it: the link is not followed; remove it',
  },
  'spec-link-outside': {
    severity: 'error',
    message:
      '{path} is a symbolic link to {target}, outside the spec folder: a spec folder is self-contained so that every checkout builds the same package; copy the file in instead',
  },
  'spec-link-dangling': { severity: 'error', message: '{path} is a symbolic link to {target}, which does not exist' },
  'yaml-syntax': { severity: 'error', message: 'YAML syntax error: {detail}' },
  'yaml-not-json': {
    severity: 'error',
    message: '{detail}: a spec holds plain JSON data (maps, lists, strings, numbers, booleans, null)',
  },
  'yaml-alias-unresolved': { severity: 'error', message: 'alias *{name} names no anchor &{name} defined before it' },
  'yaml-alias-expansion': {
    severity: 'error',
    message: '{what} cannot be read: {detail}; an alias shares a definition, it may not multiply one',
  },
  'too-deep': {
    severity: 'error',
    message:
      'nested deeper than {max} maps and lists: the toolchain refuses a spec this deep rather than exhaust its stack',
  },
  'top-level-not-map': {
    severity: 'error',
    message: 'a spec file must be a map of sections (protocol, operations, errors, ...)',
  },
  'missing-schema-comment': {
    severity: 'warning',
    message: 'spec file does not start with a "# yaml-language-server: $schema=..." line, so editors cannot check it',
  },
  'duplicate-definition': { severity: 'error', message: '{what} is defined twice: here and at {other}' },

  // --- the meta-schema (structure)
  'unknown-key': { severity: 'error', message: 'unknown key {key} in {where}{suggestion?}; allowed: {allowed}' },
  'missing-key': { severity: 'error', message: '{where} is missing required key {key}' },
  'wrong-type': { severity: 'error', message: '{where} must be {expected}' },
  'invalid-value': { severity: 'error', message: '{where} must be one of {allowed}, not {actual}{suggestion?}' },
  'invalid-name': { severity: 'error', message: '{where}: name {name} does not match {pattern}' },
  'invalid-spec': { severity: 'error', message: '{where} {detail}' },

  // --- semantic rules over a well-formed spec
  'unresolved-ref': {
    severity: 'error',
    message: '$ref {ref} does not name a type{suggestion?}; known types are listed under types',
  },
  'bad-ref-form': { severity: 'error', message: "$ref {ref} must have the form '#/types/<Name>'{suggestion?}" },
  'ref-with-siblings': {
    severity: 'error',
    message: '$ref cannot stand beside {keywords}: wrap the reference and the extra keywords in allOf',
  },
  'circular-alias': { severity: 'error', message: 'type {name} is an alias of itself through {chain}' },
  'governance-missing': {
    severity: 'error',
    message:
      '{what} states no {fields}, which this project requires (lint operation-governance in felan-protocol.yaml)',
  },
  'unknown-members-type': {
    severity: 'error',
    message:
      'protocol.unknownMembersByType gives type {name} a policy, but no such type is declared under types{suggestion?}',
  },
  'unknown-group': {
    severity: 'error',
    message: 'operation {op} names group {group}, which is not declared under groups{suggestion?}',
  },
  'unknown-scope': {
    severity: 'error',
    message: 'operation {op} names scope {scope}, which is not declared under protocol.scopes{suggestion?}',
  },
  'unknown-persistence': {
    severity: 'error',
    message:
      'operation {op} names persistence class {persistence}, which is not declared under protocol.persistence{suggestion?}',
  },
  'unknown-client-kind': {
    severity: 'error',
    message: 'operation {op} names client kind {client}, which is not declared under protocol.clientKinds{suggestion?}',
  },
  'unknown-feature': {
    severity: 'error',
    message: 'operation {op} requires feature {feature}, which is not declared under features{suggestion?}',
  },
  'framing-unknown-type': {
    severity: 'error',
    message: 'framing {what} names type {name}, which is not declared under types{suggestion?}',
  },
  'framing-unknown-limit': {
    severity: 'error',
    message: 'framing limits.{what} names limit {name}, which is not declared under limits{suggestion?}',
  },
  'framing-limit-unit': {
    severity: 'error',
    message: 'framing limits.{what} names limit {name}, whose unit is {unit}: it must be {expected}',
  },
  'framing-unknown-constant': {
    severity: 'error',
    message: 'framing version names constant {name}, which is not declared under constants{suggestion?}',
  },
  'framing-unknown-code': {
    severity: 'error',
    message: 'framing codes.{what} names error code {code}, which is not declared under errors{suggestion?}',
  },
  'framing-missing-codes': {
    severity: 'error',
    message:
      "framing declares no codes: name the error codes of a malformed frame and an unknown operation (codes.invalid, codes.unknownOperation), or declare family: json-rpc for JSON-RPC's own",
  },
  'error-code-missing': {
    severity: 'error',
    message: 'error {name} has no code: in a json-rpc framing every error code declares its integer (code: -32001)',
  },
  'error-code-outside-json-rpc': {
    severity: 'error',
    message:
      'error {name} declares code {code}, but its codes are names: integer codes belong to a framing of family json-rpc',
  },
  'error-code-duplicate': {
    severity: 'error',
    message: 'error {name} declares code {code}, which {other} already is: a code names one error',
  },
  'error-code-not-standard': {
    severity: 'error',
    message:
      "error {name} declares code {code}, but {name} is JSON-RPC's standard name for {standard}: give it {standard}, or another name",
  },
  'framing-missing-code': {
    severity: 'error',
    message: 'framing declares a version field but no codes.version: name the error code of a frame of another version',
  },
  'framing-missing-target': {
    severity: 'error',
    message: 'scope {scope} has target {target}, but framing.request declares no target field for it to govern',
  },
  'framing-duplicate-name': {
    severity: 'error',
    message: 'framing names {name} twice ({first} and {second}): each generated name must be unique',
  },
  'framing-command-members': {
    severity: 'error',
    message:
      "framing request.command names type {name}, which does not declare {missing}: a command is read by the request's operation and params members",
  },
  'framing-name-clash': {
    severity: 'error',
    message: 'framing {what} is {name}, which is also a type under types: the generated package would export both',
  },
  'version-scheme-mixed': {
    severity: 'error',
    message: '{what} is {value}, but protocol.version {version} is {scheme}: a spec numbers its versions one way',
  },
  'version-not-a-date': { severity: 'error', message: '{what} is {value}, which is no day of the calendar' },
  'since-after-version': {
    severity: 'error',
    message: '{what} has since {since}, later than the contract version {version}',
  },
  // --- deprecation and sunset (docs/spec-format.md#deprecation-and-sunset)
  'sunset-without-deprecation': {
    severity: 'error',
    message:
      '{what} has sunset {sunset} but is not deprecated: a sunset says from which version something deprecated may be removed; {fix}, or remove the sunset',
  },
  'sunset-not-after-since': {
    severity: 'error',
    message:
      '{what} has sunset {sunset}, which is not after {since}, the since of operation {op}: what a version introduced may be removed only in a later one; raise the sunset above {since}',
  },
  'invalid-pattern': {
    severity: 'error',
    message: 'pattern {pattern} is not a valid regular expression with the u flag: {reason}',
  },
  'pattern-redos': {
    severity: 'error',
    message:
      'pattern {pattern} can backtrack catastrophically: matching takes {complexity} time on inputs like {attack} (the repeats at {hotspot}), so one crafted value could stall every validator that checks it. Rewrite it so that no text can be matched by the repeats in more than one way (e.g. (a+)+ → a+, (a|ab)* → (ab?)*), or anchor it and bound what it repeats',
  },
  'pattern-check-inconclusive': {
    severity: 'error',
    message:
      'pattern {pattern} could not be shown free of catastrophic backtracking: {reason}. Simplify it (fewer look-arounds, back-references and nested or counted repeats) until the check decides',
  },
  'unknown-limit': {
    severity: 'error',
    message: '{keyword} names limit {name}, which is not declared under limits{suggestion?}{hint}',
  },
  'limit-unit-mismatch': {
    severity: 'error',
    message: '{keyword} counts {counts}, so a limit it names must be in {units}; limit {name} is in {unit}{hint}',
  },
  'bound-restates-limit': {
    severity: 'warning',
    message:
      '{keyword} {value} equals {limits}: name the limit, {named}, so that one edit of the limit changes the bound too; where the two are equal by chance, say so: {marked}',
  },
  'needless-not-limit': {
    severity: 'warning',
    message: '{keyword} {value} is marked as not limit {name}, but {reason}: remove {name} from notLimit',
  },
  'required-not-declared': {
    severity: 'error',
    message: 'required property {property} is not declared under properties{suggestion?}',
  },
  'bad-bounds': { severity: 'error', message: '{lower} {min} is greater than {upper} {max}' },
  'keyword-without-type': {
    severity: 'error',
    message: '{keyword} constrains {applies} values only and lets any other value through: declare type: {applies}',
  },
  'schema-not-compilable': {
    severity: 'error',
    message: 'the {part} schema of operation {op} cannot be compiled: {reason}',
  },
  'keyword-type-mismatch': {
    severity: 'error',
    message: '{keyword} applies to {applies} values, but this schema has type {type}',
  },
  'invalid-example': {
    severity: 'error',
    message: 'example {index} {part} of operation {op} does not match its schema: {detail}',
  },
  'invalid-type-example': {
    severity: 'error',
    message: 'example {index} of type {name} does not match its schema: {detail}',
  },
  'invalid-interaction': { severity: 'error', message: 'interaction catalog {catalog}: {detail}' },
  // --- contract diff: sources and acknowledgements
  'git-unavailable': { severity: 'error', message: 'cannot run git to read {source}: {reason}' },
  'git-not-installed': {
    severity: 'error',
    message:
      'git is not installed (or not on PATH), so {source} cannot be read: install git, or compare with a release snapshot (spec/releases/<version>.json)',
  },
  'git-not-a-repository': {
    severity: 'error',
    message:
      '{dir} is not in a git repository, so {source} cannot be read: run the diff in a clone of the repository, or compare with a release snapshot (spec/releases/<version>.json)',
  },
  'git-revision-missing': { severity: 'error', message: 'git revision {rev} does not exist here{hint}' },
  'git-fetch-failed': {
    severity: 'error',
    message:
      'git revision {rev} is not in this clone, and fetching it from {remote} failed ({reason}): run {command} once {remote} can be reached{advice}',
  },
  'git-revision-fetched': {
    severity: 'warning',
    message: 'git revision {rev} was not in this clone: fetched it with `{command}`',
  },
  'git-path-missing': { severity: 'error', message: '{path} does not exist at git revision {rev}' },
  'accepted-changes-invalid': { severity: 'error', message: 'accepted-changes file: {detail}' },
  'release-exists': {
    severity: 'error',
    message: 'version {version} is already released with a different contract ({path}): bump protocol.version',
  },
  'release-older': { severity: 'error', message: 'version {version} is not newer than the latest release {latest}' },
  'unknown-gate-feature': {
    severity: 'error',
    message: 'requires names feature {feature}, which is not declared under features{suggestion?}',
  },
  'check-part-missing': {
    severity: 'error',
    message: 'check {check} is a check of the part {part}, which this spec does not ask for: add {part} to parts',
  },
  'misplaced-direction': {
    severity: 'error',
    message: "direction belongs at the top of a named type under types, where it says which way that type's data flows",
  },
  'name-clash': { severity: 'error', message: 'operation {op} generates the type name {name}, which {clash}' },
  'constant-name-clash': {
    severity: 'error',
    message: 'constant {name} is a name the generated catalog exports itself: choose another',
  },

  // --- contract diff: the diff config (severity overrides and ignores; docs/contract-diff.md#controls)
  'diff-config-invalid': { severity: 'error', message: 'diff config: {where} {detail}' },
  'diff-config-unknown-rule': {
    severity: 'error',
    message:
      'diff config: {where} names rule {rule}, which does not exist{hint}; `felan-protocol diff --list-rules` lists every rule',
  },
  'diff-config-bad-severity': {
    severity: 'error',
    message: 'diff config: {where} is {actual}; a severity is one of breaking, dangerous, safe, off',
  },
  'diff-config-layer-absent': {
    severity: 'error',
    message: 'diff config: {where}: rule {rule} reports no {layer} change (its layers: {layers})',
  },
  'diff-config-duplicate-ignore': {
    severity: 'error',
    message: 'diff config: {where} ignores what the entry at {other} already ignores',
  },
  'diff-config-missing': {
    severity: 'error',
    message: 'diff config {path} does not exist: it is named by {source}; create it, or name the right file',
  },

  // --- the project file (felan-protocol.yaml)
  'project-invalid': { severity: 'error', message: '{where} {detail}' },
  'project-path-shared': {
    severity: 'error',
    message:
      '{what} {path} is also the {otherWhat} of the spec at {other}: each spec needs its own, or one would overwrite the other',
  },
  'project-docs-overlap': {
    severity: 'error',
    message:
      'docs folder {path} holds {what} {other}: docs removes every file in its folder that it did not write, so it needs a folder of its own',
  },

  // --- generation
  'output-write-failed': { severity: 'error', message: 'cannot write into {dir}: {reason} ({path}); {outcome}' },
  'validator-too-large': {
    severity: 'warning',
    message:
      'generated validator {function} for {schema} is about {size} bytes of bytecode; V8 optimizes functions of at most {limit}, so this one always runs in the interpreter. Move parts of the schema into named types: each compiles to a function of its own',
  },
} as const satisfies Record<string, { severity: 'error' | 'warning'; message: string }>;

export type DiagnosticCode = keyof typeof messages;
