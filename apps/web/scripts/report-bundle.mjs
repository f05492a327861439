#!/usr/bin/env node
// Prints the JavaScript a first visit to the landing page downloads, gzip-compressed, from the Vite manifest of
// the last build: the entry chunk of index.html and its static imports, then the landing route's lazy chunks.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const outDir = join(dirname(fileURLToPath(import.meta.url)), '../../../dist/web');
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));

function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (key) => gzipSync(readFileSync(join(outDir, manifest[key].file)), { level: 9 }).length / 1024;
const total = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(key), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key === 'index.html');
if (!entryKey) throw new Error(`No index.html entry in ${outDir}/.vite/manifest.json; run "vite build" first.`);
const initial = staticClosure([entryKey]);
const landingKey = Object.keys(manifest).find((key) => key.endsWith('pages/landing-page.tsx'));
const landingRoute = [...staticClosure(landingKey ? [landingKey] : [])].filter((key) => !initial.has(key));

console.log('Landing page JavaScript (gzip):');
for (const key of initial) console.log(`  initial  ${manifest[key].file.padEnd(48)} ${gzipKb(key).toFixed(1)} KB`);
for (const key of landingRoute) console.log(`  route    ${manifest[key].file.padEnd(48)} ${gzipKb(key).toFixed(1)} KB`);
const initialKb = total(initial);
console.log(`Initial JavaScript (entry + static imports): ${initialKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
console.log(`With the landing route's lazy chunks: ${(initialKb + total(landingRoute)).toFixed(1)} KB gzip`);
if (initialKb > BUDGET_KB) process.exitCode = 1;
