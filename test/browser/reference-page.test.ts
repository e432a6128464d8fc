/**
 * docs/reference/index.html, the one-page reference `felan-protocol docs` writes (issue 9), in
 * headless Chromium: every in-page link lands on an element, ids are unique, nothing is fetched, and
 * the search box filters entries — revealed by its script, absent with scripts off, where every entry
 * shows.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/cli-process.ts';
import { HAS_CHROMIUM, launchChromium } from './support/chromium.ts';

const PAGE = pathToFileURL(join(ROOT, 'docs/reference/index.html')).href;

describe.skipIf(!HAS_CHROMIUM)('the HTML reference in headless Chromium', () => {
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  const requests: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(PAGE);
  }, 120_000);

  afterAll(async () => browser?.close());

  it('loads in standards mode with no error and no request but the page itself', async () => {
    expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat');
    expect(problems).toEqual([]);
    expect(requests).toEqual([PAGE]);
  });

  it('has no broken in-page link and no duplicate id', async () => {
    const { links, broken, duplicates } = await page.evaluate(() => {
      const anchors = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return {
        links: anchors.length,
        broken: anchors
          .map((a) => a.getAttribute('href')!)
          .filter((href) => document.getElementById(decodeURIComponent(href.slice(1))) === null),
        duplicates: ids.filter((id, index) => ids.indexOf(id) !== index),
      };
    });
    expect(links).toBeGreaterThan(500);
    expect(broken).toEqual([]);
    expect(duplicates).toEqual([]);
  });

  it('follows a contents link to its operation', async () => {
    await page.click('#contents a[href="#op-steer"]');
    expect(await page.evaluate(() => location.hash)).toBe('#op-steer');
    const box = await page.locator('#op-steer').boundingBox();
    expect(box !== null && box.y >= -1 && box.y < 200, 'the entry is scrolled to the top of the view').toBe(true);
  });

  it('filters entries as the reader types, and shows them all again when the box is cleared', async () => {
    const visible = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main .entry')]
          .filter((entry) => entry.offsetParent !== null)
          .map((entry) => entry.id),
      );
    const all = await visible();
    expect(await page.isVisible('#search-input')).toBe(true);
    await page.fill('#search-input', 'steer');
    const steer = await visible();
    expect(steer).toContain('op-steer');
    expect(steer).toContain('op-executions.steer');
    expect(steer).not.toContain('op-processes.list');
    expect(steer.length).toBeLessThan(all.length / 4);
    await page.fill('#search-input', 'unsupported_operation');
    expect(await visible()).toContain('error-unsupported_operation');
    await page.fill('#search-input', '');
    expect(await visible()).toEqual(all);
  });

  it('with scripts off shows every entry and no search box', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(PAGE);
    expect(await plain.isVisible('#search-input')).toBe(false);
    const hidden = await plain.locator('main .entry[hidden]').count();
    expect(hidden).toBe(0);
    await context.close();
  });
});
