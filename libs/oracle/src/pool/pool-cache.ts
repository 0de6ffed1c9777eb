// The compiled pool, cached on disk: compiling the whole corpus takes seconds, reading the cache
// milliseconds, so the server starts fast. `npm run build` fills the cache (`mtg cards pool`); a cache
// made by another build of the compiler, the catalogue or the corpus is never read: its key is a
// digest of their files, and a pool with a stale or missing cache is compiled and the cache written.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS_FILE, readCorpus } from '../corpus/corpus.js';
import { compilePool, poolFromRecord, type CardPool, type PoolRecord } from './card-pool.js';

/** The folder of @mtg/oracle this module runs from: its sources (`src`, in the tests) or its build (`dist`). */
const ORACLE_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CODE = basename(fileURLToPath(new URL('..', import.meta.url)));

/** The code of @mtg/oracle and @mtg/cards, as this module runs it: the folders whose files the pool depends on. */
function codeFolders(): string[] {
  const cardsRoot = dirname(dirname(createRequire(import.meta.url).resolve('@mtg/cards')));
  return [join(ORACLE_ROOT, CODE), join(cardsRoot, CODE)];
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(js|ts|json)$/.test(entry.name) && !entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A digest of everything the compiled pool depends on: the compiler's and the catalogue's code, and the corpus. */
export function poolKey(
  folders: readonly string[] = codeFolders(),
  corpusFile: string = CORPUS_FILE,
): string {
  const hash = createHash('sha256');
  for (const file of folders.flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  const corpus = statSync(corpusFile);
  return hash.update(`${corpus.size}:${corpus.mtimeMs}`).digest('hex');
}

/** Where the cache lives: `libs/oracle/.cache/card-pool.dist.json` for the build, `.src` for the sources. */
export const POOL_CACHE_FILE = join(ORACLE_ROOT, '.cache', `card-pool.${CODE}.json`);

interface CachedPool extends PoolRecord {
  key: string;
}

function readCache(file: string, key: string): PoolRecord | undefined {
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as CachedPool;
    return cached.key === key ? cached : undefined;
  } catch {
    return undefined;
  }
}

/** Written to a temporary file first and renamed: a reader never sees half a cache. */
function writeCache(file: string, record: CachedPool): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(record));
  renameSync(partial, file);
}

export type LoadedPool = CardPool & { fromCache: boolean };

/**
 * The pool from `file` when it holds the pool of `key`, else `compile`d and written there (a
 * missing, unreadable or stale cache is compiled again).
 */
export function readCardPool(file: string, key: string, compile: () => PoolRecord): LoadedPool {
  const cached = readCache(file, key);
  if (cached) return { ...poolFromRecord(cached), fromCache: true };
  const record = compile();
  writeCache(file, { key, ...record });
  return { ...poolFromRecord(record), fromCache: false };
}

/** The pools this process loaded: the code they depend on does not change while it runs. */
const loaded = new Map<string, LoadedPool>();

/**
 * The whole pool, from the cache when it is the current build's, else compiled (told card by card
 * to `onCard`, for a progress bar) and cached; read once a process.
 */
export function loadCardPool(onCard?: (done: number, total: number) => void): LoadedPool {
  const known = loaded.get(POOL_CACHE_FILE);
  if (known) return known;
  const pool = readCardPool(POOL_CACHE_FILE, poolKey(), () => compilePool(readCorpus(), undefined, onCard));
  loaded.set(POOL_CACHE_FILE, pool);
  return pool;
}
