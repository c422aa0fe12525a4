// Renders the shell's PNG brand images (app icons, Open Graph card) from the SVG mark in shell/public.
// Run after changing the mark: node scripts/brand-images.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'public');
const mark = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const font = `file://${path.resolve('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')}`;

const page = (body, background = 'transparent') => `<!doctype html><html><head><style>
@font-face { font-family: 'Inter Variable'; src: url(${font}) format('woff2-variations'); font-weight: 100 900; }
html, body { margin: 0; background: ${background}; font-family: 'Inter Variable', sans-serif; }
</style></head><body>${body}</body></html>`;

const icon = (size, padding) =>
  page(`<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${padding ? '#4f46e5' : 'transparent'}">
    <div style="width:${size - padding * 2}px;height:${size - padding * 2}px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div></div>`);

const og = page(`<div style="width:1200px;height:630px;box-sizing:border-box;padding:88px;display:flex;flex-direction:column;justify-content:space-between;
  background:radial-gradient(circle at 85% 20%, rgba(99,102,241,.45), transparent 45%), #0b1220;color:#e6edf7">
  <div style="display:flex;align-items:center;gap:24px"><div style="width:88px;height:88px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
  <span style="font-size:56px;font-weight:700;letter-spacing:-1px">Senti<span style="color:#a5b4fc">Scope</span></span></div>
  <div><div style="font-size:64px;font-weight:700;line-height:1.1;letter-spacing:-1.5px;max-width:960px">Crypto and stock sentiment, with the working shown.</div>
  <div style="margin-top:24px;font-size:28px;color:#a3b0c5">AI analysis of prices and headlines · informational only, not financial advice</div></div></div>`);

const shots = [
  { file: 'icon-192.png', html: icon(192, 0), size: [192, 192] },
  { file: 'icon-512.png', html: icon(512, 0), size: [512, 512] },
  { file: 'icon-maskable-512.png', html: icon(512, 80), size: [512, 512] },
  { file: 'apple-touch-icon.png', html: icon(180, 18), size: [180, 180] },
  { file: 'og-image.jpg', html: og, size: [1200, 630] },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const shot of shots) {
  const tab = await browser.newPage({ viewport: { width: shot.size[0], height: shot.size[1] } });
  await tab.setContent(shot.html, { waitUntil: 'load' });
  await tab.evaluate(() => document.fonts.ready);
  const jpeg = shot.file.endsWith('.jpg');
  await tab.screenshot({ path: path.join(PUBLIC, shot.file), ...(jpeg ? { type: 'jpeg', quality: 82 } : { omitBackground: true }) });
  await tab.close();
}
await browser.close();
console.log(`wrote ${shots.map((s) => s.file).join(', ')} to ${PUBLIC}`);
