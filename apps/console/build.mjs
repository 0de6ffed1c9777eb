// Builds the web console into apps/console/dist: one bundled script (Preact, by esbuild), its
// stylesheet and its page. The server serves that folder at /console; nothing is fetched at run time.
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
for (const file of ['index.html', 'console.css']) copyFileSync(join(here, 'src', file), join(out, file));
