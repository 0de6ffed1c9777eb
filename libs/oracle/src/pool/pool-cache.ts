// The compiled pool, cached on disk: compiling the whole corpus takes seconds, reading the cache
// milliseconds, so the server starts fast. `npm run build` fills the cache (`mtg cards pool`); a cache
// made by another build of the compiler, the catalogue or the corpus is never read: its key is a
// digest of their files, and a pool with a stale or missing cache is compiled and the cache written.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardCatalogue } from '@mtg/cards';
import { CORPUS_FILE, readCorpus } from '../corpus/corpus.js';
import { catalogueOf, compilePool, poolFromRecord, type CardPool, type PoolRecord } from './card-pool.js';

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

/**
 * Where the cache lives: `libs/oracle/.cache/card-pool.dist.json` for the build, `.src` for the
 * sources; the compiled definitions beside it (`card-pool.dist.definitions.json`), so that the
 * catalogue alone reads a fifth of it.
 */
export const POOL_CACHE_FILE = join(ORACLE_ROOT, '.cache', `card-pool.${CODE}.json`);

const definitionsFile = (file: string) => file.replace(/\.json$/, '.definitions.json');

type Cached<T> = T & { key: string };

function readCache<T>(file: string, key: string): T | undefined {
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as Cached<T>;
    return cached.key === key ? cached : undefined;
  } catch {
    return undefined;
  }
}

/** Written to a temporary file first and renamed: a reader never sees half a cache. */
function writeCache(file: string, record: object): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(record));
  renameSync(partial, file);
}

export type LoadedPool = CardPool & { fromCache: boolean };

/**
 * The pool from `file` (and its definitions beside it) when they hold the pool of `key`, else
 * `compile`d and written there (a missing, unreadable or stale cache is compiled again).
 */
export function readCardPool(file: string, key: string, compile: () => PoolRecord): LoadedPool {
  const cards = readCache<Omit<PoolRecord, 'compiled'>>(file, key);
  const definitions = cards && readCache<Pick<PoolRecord, 'compiled'>>(definitionsFile(file), key);
  if (cards && definitions) return { ...poolFromRecord({ ...cards, ...definitions }), fromCache: true };
  const { compiled, ...rest } = compile();
  writeCache(definitionsFile(file), { key, compiled });
  writeCache(file, { key, ...rest });
  return { ...poolFromRecord({ ...rest, compiled }), fromCache: false };
}

/** The catalogue of the pool in `file`: its definitions alone when they are cached, else the whole pool's. */
export function readCatalogue(file: string, key: string, compile: () => PoolRecord): CardCatalogue {
  const definitions = readCache<Pick<PoolRecord, 'compiled'>>(definitionsFile(file), key);
  return definitions ? catalogueOf(definitions.compiled) : readCardPool(file, key, compile).catalogue;
}

/** The pools this process loaded: the code they depend on does not change while it runs. */
let loaded: LoadedPool | undefined;
let catalogue: CardCatalogue | undefined;

const compileAll = (onCard?: (done: number, total: number) => void) => () =>
  compilePool(readCorpus(), undefined, onCard);

/**
 * The whole pool, from the cache when it is the current build's, else compiled (told card by card
 * to `onCard`, for a progress bar) and cached; read once a process.
 */
export function loadCardPool(onCard?: (done: number, total: number) => void): LoadedPool {
  loaded ??= readCardPool(POOL_CACHE_FILE, poolKey(), compileAll(onCard));
  return loaded;
}

/** The pool's catalogue alone (the engine's specs need no more), read once a process. */
export function loadCatalogue(): CardCatalogue {
  catalogue ??= loaded?.catalogue ?? readCatalogue(POOL_CACHE_FILE, poolKey(), compileAll());
  return catalogue;
}
