// Draws the app icons (public/icons/*.png) from the favicon's design with
// headless Chromium. Run by hand when the design changes; the PNGs are
// committed:  node scripts/make-icons.mjs
//
// icon-192.png, icon-512.png  "any" purpose: the favicon, corners transparent.
// maskable-512.png            "maskable": full-bleed background, the robot
//                             inside the central safe zone (a circle of 40%
//                             of the size), as launchers crop it to any shape.
import { chromium } from 'playwright-core';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const BLUE = '#1f6feb';

// The robot of favicon.svg, in its 32×32 coordinates.
const robot = `
  <rect x="8" y="9" width="16" height="14" rx="3" fill="#fff"/>
  <circle cx="13" cy="15" r="2" fill="${BLUE}"/>
  <circle cx="19" cy="15" r="2" fill="${BLUE}"/>
  <rect x="12" y="19" width="8" height="1.5" rx="0.75" fill="${BLUE}"/>
  <rect x="15.25" y="5" width="1.5" height="4" fill="#fff"/>`;

const any = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="6" fill="${BLUE}"/>${robot}</svg>`;

// The robot spans x 8–24, y 5–23 (centre 16,14): scaled by 0.95 about the
// centre its farthest corner is 11.4 units from the middle, inside the
// safe zone's radius of 12.8 (40% of 32).
const maskable = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BLUE}"/>
  <g transform="translate(16 16) scale(0.95) translate(-16 -14)">${robot}</g></svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const [name, size, svg] of [
    ['icon-192.png', 192, any(192)],
    ['icon-512.png', 512, any(512)],
    ['maskable-512.png', 512, maskable(512)],
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
    await page.screenshot({ path: join(OUT, name), omitBackground: true });
    await page.close();
    console.log(`wrote public/icons/${name}`);
  }
} finally {
  await browser.close();
}
