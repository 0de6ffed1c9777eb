// Builds the web console into apps/console/dist: one bundled script (Preact and uPlot, by esbuild),
// its stylesheet and its page. The server serves that folder at /console; nothing is fetched at run time.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'dist');
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(here, 'src/main.tsx')],
  bundle: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  minify: true,
  sourcemap: true,
  outfile: join(out, 'console.js'),
  logLevel: 'warning',
});
// The stylesheet, with the chart library's own (imported from node_modules) bundled in.
await build({
  entryPoints: [join(here, 'src/console.css')],
  bundle: true,
  minify: true,
  outfile: join(out, 'console.css'),
  logLevel: 'warning',
});
copyFileSync(join(here, 'src/index.html'), join(out, 'index.html'));
