/**
 * One file of output, as every stage that makes output hands it on (the package's emitters, the
 * reference docs, the JSON Schema bundle) and as the build and the writer take it: `path` is
 * relative to the folder it goes into, '/'-separated.
 */
export interface EmittedFile {
  readonly path: string;
  readonly content: string;
}
