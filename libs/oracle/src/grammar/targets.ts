// Targets (115): the noun phrases with the word "target" that a spell or ability names, each a
// target spec of the ability, referred to by its index ("target creature" -> { target: 0 }).
import type { TargetSpec } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** The targets an ability names so far, in order: a noun phrase adds one and refers to it. */
export class Targets {
  readonly specs: TargetSpec[] = [];

  add(spec: TargetSpec): { target: number } {
    this.specs.push(spec);
    return { target: this.specs.length - 1 };
  }
}

/** The target phrases the grammar reads, longest first. */
const PHRASES: readonly [string[], TargetSpec][] = [
  [['any', 'target'], { kind: 'any' }],
  [['target', 'creature', 'or', 'planeswalker'], { kind: 'creature-or-planeswalker' }],
  [['target', 'player', 'or', 'planeswalker'], { kind: 'player-or-planeswalker' }],
  [['target', 'creature'], { kind: 'creature' }],
  [['target', 'player'], { kind: 'player' }],
  [['target', 'opponent'], { kind: 'player', opponentOnly: true }],
  [['target', 'spell'], { kind: 'spell' }],
  [['target', 'permanent'], { kind: 'permanent', filter: {} }],
  [
    ['target', 'artifact', 'or', 'enchantment'],
    { kind: 'permanent', filter: { anyOfTypes: ['Artifact', 'Enchantment'] } },
  ],
  [['target', 'artifact'], { kind: 'permanent', filter: { types: ['Artifact'] } }],
  [['target', 'enchantment'], { kind: 'permanent', filter: { types: ['Enchantment'] } }],
  [['target', 'land'], { kind: 'permanent', filter: { types: ['Land'] } }],
];

/** A target phrase, if one comes next, as a reference to its spec. */
export function target(sentence: Sentence, targets: Targets): { target: number } | undefined {
  const found = PHRASES.find(([words]) => sentence.accept(...words));
  return found && targets.add({ ...found[1] });
}

/** A target phrase naming a player ("target player", "target opponent"), if one comes next. */
export function targetPlayer(sentence: Sentence, targets: Targets): { target: number } | undefined {
  const found = PHRASES.find(([words, spec]) => spec.kind === 'player' && sentence.accept(...words));
  return found && targets.add({ ...found[1] });
}
