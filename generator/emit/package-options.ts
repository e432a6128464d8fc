/**
 * What a project asks of the package it generates, beyond what the spec says: choices about the
 * package's form, not about the contract, so they live in the project file (felan-protocol.yaml,
 * docs/projects.md) and reach the emitters through EmitContext. gen and check read the same entry,
 * so check compares what gen wrote.
 */
export interface PackageOptions {
  /**
   * Keep the schemas' documentation (`title`, `description`, `examples`, `$comment`) in the exported
   * runtime schema objects (`PromptSchema`, `OperationSchemas`…). Off by default: the package is
   * smaller and loads faster without it, and the types' doc comments, the reference docs and the
   * JSON Schema bundle keep it either way.
   */
  readonly schemaDocs: boolean;
}

/** A project entry that says nothing, and every caller with no project (tests, benches). */
export const DEFAULT_PACKAGE_OPTIONS: PackageOptions = Object.freeze({ schemaDocs: false });
