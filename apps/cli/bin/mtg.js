#!/usr/bin/env node
// The `mtg` command; its code is compiled to ../dist by `npm run build` (run by `npm install`).
import { main } from '../dist/main.js';

process.exitCode = await main(process.argv.slice(2));
