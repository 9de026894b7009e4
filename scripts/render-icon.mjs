#!/usr/bin/env node
// Renders media/icon.png (128×128, transparent corners) from the SVG below with headless Chromium.
// Run after changing the drawing: `node scripts/render-icon.mjs`; the PNG is committed.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'media', 'icon.png');
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// A contract in braces, checked: two white curly braces around a green tick on a deep blue tile.
const svg = `
<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2b3f8f"/>
      <stop offset="1" stop-color="#14204d"/>
    </linearGradient>
  </defs>
  <rect x="4" y="4" width="120" height="120" rx="26" fill="url(#tile)"/>
  <g fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">
    <path d="M42 28 C30 28 30 34 30 44 L30 54 C30 60 27 64 21 64 C27 64 30 68 30 74 L30 84 C30 94 30 100 42 100"/>
    <path d="M86 28 C98 28 98 34 98 44 L98 54 C98 60 101 64 107 64 C101 64 98 68 98 74 L98 84 C98 94 98 100 86 100"/>
  </g>
  <path d="M47 66 L59 78 L82 51" fill="none" stroke="#4ade80" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const page = await browser.newPage({ viewport: { width: 128, height: 128 }, deviceScaleFactor: 1 });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  mkdirSync(dirname(out), { recursive: true });
  await page.locator('svg').screenshot({ path: out, omitBackground: true });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
