/**
 * Headless Chromium for the browser tests: Debian's `chromium` package (`.ci/run` installs it with
 * apt-get) driven by playwright-core, whose own browser download does not work on this machine. The
 * flags keep a sandboxed CI machine quiet: no background networking, sync, component updates or QUIC,
 * which a closed network refuses many times a second. When no browser is installed the tests skip
 * with a banner on stderr, never silently.
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

export const CHROMIUM = process.env.FELAN_CHROMIUM ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);

const FLAGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

if (!HAS_CHROMIUM) {
  const line = '!'.repeat(100);
  process.stderr.write(
    `${line}\n!! SKIPPED: browser tests need Chromium at ${CHROMIUM}; install it with \`apt-get install -y chromium\` (or set FELAN_CHROMIUM)\n${line}\n`,
  );
}

export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}
