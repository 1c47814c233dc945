#!/usr/bin/env node
// Checks the CSS of a production build: one stylesheet, with the layers of the site in cascade order.
// Later rules win ties in the cascade, so a wrong order silently breaks overrides (custom.css losing to Infima, ...).
// Usage: node scripts/check-css-order.mjs [buildDir]   (default: build)
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** Each marker is matched by its first occurrence, and they must appear in this order. */
export const cssOrderMarkers = [
  {name: 'Infima (theme base styles)', pattern: /@layer docusaurus\.infima|--ifm-color-scheme/},
  {name: 'src/css/custom.css', pattern: /\.test-marker-site-custom-css-unique-rule\b/},
  {name: 'client module CSS (_dogfooding/clientModuleCSS.css)', pattern: /\.test-marker-site-client-module\b/},
  {name: 'theme component CSS (src/theme/Layout)', pattern: /\.test-marker-theme-layout\b/},
  {name: 'home page CSS module (src/pages/index)', pattern: /\.test-marker-site-index-page\b/},
];

/**
 * Returns the problems found in the CSS text: missing markers and markers out of order.
 * An empty array means the order is right.
 */
export function findCssOrderProblems(cssText, markers = cssOrderMarkers) {
  const problems = [];
  const found = [];
  for (const marker of markers) {
    const match = marker.pattern.exec(cssText);
    if (!match) {
      problems.push(`missing marker: ${marker.name} (${marker.pattern})`);
    } else {
      found.push({name: marker.name, index: match.index});
    }
  }
  for (let i = 1; i < found.length; i += 1) {
    const previous = found[i - 1];
    const current = found[i];
    if (current.index < previous.index) {
      problems.push(
        `wrong order: ${current.name} (offset ${current.index}) comes before ${previous.name} (offset ${previous.index})`,
      );
    }
  }
  return problems;
}

/** Reads `<buildDir>/assets/css` and returns the problems of the build (an empty array when all is well). */
export async function checkBuildCssOrder(buildDir) {
  const cssDir = path.join(buildDir, 'assets', 'css');
  let cssFiles;
  try {
    cssFiles = (await readdir(cssDir)).filter((file) => file.endsWith('.css'));
  } catch {
    return [`no directory ${cssDir}: run a production build first`];
  }
  if (cssFiles.length !== 1) {
    return [`expected exactly one CSS file in ${cssDir}, found ${cssFiles.length}: ${cssFiles.join(', ') || 'none'}`];
  }
  const cssText = await readFile(path.join(cssDir, cssFiles[0]), 'utf8');
  return findCssOrderProblems(cssText).map((problem) => `${cssFiles[0]}: ${problem}`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const problems = await checkBuildCssOrder(buildDir);
  if (problems.length > 0) {
    console.error(`CSS order check failed for ${buildDir}:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(`CSS order check passed: ${cssOrderMarkers.map((marker) => marker.name).join(' < ')}`);
}
