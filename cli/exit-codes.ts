/** The CLI's exit statuses; only the CLI turns results into these. */
export const EXIT = {
  ok: 0,
  /** `check`: generated/ differs from the spec (later: `diff` found an unacknowledged break). */
  drift: 1,
  /** Bad input: a broken spec, a wrong flag, a missing folder. */
  badInput: 2,
  /** A bug in the toolchain itself (EX_SOFTWARE). */
  internal: 70,
} as const;
