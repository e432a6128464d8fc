/**
 * The packed package in a real browser (issue 9): the consumer's esbuild bundle (platform browser)
 * loaded by headless Chromium from a file:// page with no network, and the boundary API run there —
 * a multi-frame byte stream decoded from small chunks, requests parsed, a bad request and a bad frame
 * rejected — with the results read back from the page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleForBrowser,
  packAndInstall,
  SCENARIO_RESULT,
  type PackedInstall,
} from '../consumer/support/packed-install.ts';
import { HAS_CHROMIUM, launchChromium } from './support/chromium.ts';

declare const felanConsumer: typeof import('../consumer/fixture/src/browser.ts');

describe.skipIf(!HAS_CHROMIUM)('the packed package in headless Chromium', () => {
  let install: PackedInstall;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const requests: string[] = [];

  beforeAll(async () => {
    install = await packAndInstall();
    const { code } = await bundleForBrowser(install);
    const site = join(install.root, 'site');
    mkdirSync(site);
    writeFileSync(join(site, 'consumer.js'), code);
    writeFileSync(
      join(site, 'index.html'),
      '<!doctype html><meta charset="utf-8"><title>consumer</title><script src="consumer.js"></script>\n',
    );
    browser = await launchChromium();
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && pageErrors.push(message.text()));
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(pathToFileURL(join(site, 'index.html')).href);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    install?.dispose();
  });

  it('loads the bundle with no error and no request beyond its own two files', async () => {
    expect(await page.evaluate(() => typeof felanConsumer.runScenario)).toBe('function');
    expect(pageErrors).toEqual([]);
    expect(requests.every((url) => url.startsWith('file://'))).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('decodes a multi-frame byte stream, parses the requests and rejects a bad request and a bad frame, in the page', async () => {
    const result = await page.evaluate(() => felanConsumer.runScenario());
    expect(result).toMatchObject(SCENARIO_RESULT);
    expect(result.chunks).toBeGreaterThan(result.frames);
  });

  it('splits a frame inside a multi-byte character across pushes, and names the pointer of a bad param', async () => {
    const outcome = await page.evaluate(() => {
      const { protocol } = felanConsumer;
      const line = new TextEncoder().encode('{"v":1,"id":"request-9","op":"sessions.list","params":{},"note":"€"}\n');
      const cut = line.indexOf(0xe2) + 1; // inside the three bytes of '€'
      const decoder = new protocol.JsonLineDecoder();
      const frames = [...decoder.push(line.subarray(0, cut)), ...decoder.push(line.subarray(cut))];
      decoder.finish();
      const parsed = protocol.parseClientEnvelope(frames[0]);
      let error: { code: string; pointer: string | undefined; name: string } | undefined;
      try {
        protocol.parseClientEnvelope({
          v: 1,
          id: '01890a5d-ac96-7bcd-8123-456789abcdef',
          op: 'prompt',
          session: 'session-1',
          params: { text: 42 },
        });
      } catch (caught) {
        if (caught instanceof protocol.ProtocolError)
          error = { code: caught.code, pointer: caught.pointer, name: caught.name };
      }
      return {
        frames: frames.length,
        note: (frames[0] as { note: string }).note,
        op: parsed.op,
        stripped: !('note' in parsed),
        error,
      };
    });
    expect(outcome).toEqual({
      frames: 1,
      note: '€',
      op: 'sessions.list',
      stripped: true,
      error: { code: 'invalid_request', pointer: '/params/text', name: 'ProtocolError' },
    });
  });
});
