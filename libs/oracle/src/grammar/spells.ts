// The spell ability of an instant or sorcery (113.3a, 608.2c): the lines of its text that are not
// abilities of their own: effect sentences, an additional cost ("As an additional cost to cast this
// spell, ...", 601.2b), or the modes of a modal spell ("Choose one —" and its "•" lines, 700.2).
import type { Ability, Cost, Effect, Mode } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { additionalCostLine } from './costs.js';
import { effectSentences } from './effects.js';
import { Targets } from './targets.js';

/** What the spell lines of a card read to so far. */
export interface SpellLines {
  targets: Targets;
  effects: Effect[];
  additionalCost?: Cost;
  /** 700.2: "Choose one —": how many modes are chosen, by whom, and the modes read so far. */
  modal?: { choose: number; atLeast?: number; byOpponent: boolean; modes: Mode[] };
}

export function spellLines(): SpellLines {
  return { targets: new Targets(), effects: [] };
}

/**
 * 700.2: "one —", "two —", "one or both —" after "choose", ending the line: how many modes are
 * chosen (one or both: at least one); else nothing is read.
 */
export function modesToChooseWords(sentence: Sentence): { choose: number; atLeast?: number } | undefined {
  const mark = sentence.mark;
  // 700.2: "choose one or both —": one mode or two.
  const oneOrBoth = sentence.accept('one', 'or', 'both');
  const choose = oneOrBoth ? 2 : fixedAmount(sentence);
  if (choose === undefined || !sentence.accept('—') || !sentence.done) {
    sentence.reset(mark);
    return undefined;
  }
  return { choose, ...(oneOrBoth ? { atLeast: 1 } : {}) };
}

/** 700.2, 601.6: "Choose one —", "Choose two —", "An opponent chooses one —" as a whole line; else nothing is read. */
function modesLine(sentence: Sentence, spell: SpellLines): boolean {
  const mark = sentence.mark;
  const byOpponent = sentence.accept('an', 'opponent', 'chooses');
  if (!byOpponent && !sentence.accept('choose')) return false;
  const count = modesToChooseWords(sentence);
  if (!count) {
    sentence.reset(mark);
    return false;
  }
  if (spell.effects.length) sentence.fail('MODE', 'modes (700.2): effects before the modes of a modal spell');
  spell.modal = { ...count, byOpponent, modes: [] };
  return true;
}

/** 700.2: "• [effect sentences]": a mode of the modal spell, its targets its own. */
function modeLine(sentence: Sentence, text: string, spell: SpellLines): boolean {
  if (!sentence.accept('•')) return false;
  if (!spell.modal) sentence.fail('MODE', 'mode (700.2): a mode without "Choose one —" before it');
  const targets = new Targets();
  // 601.6a: "that player" in a mode an opponent chose is that opponent.
  if (spell.modal.byOpponent) targets.player = 'chosen-player';
  const modeText = text.slice(sentence.peek()?.start ?? text.length);
  spell.modal.modes.push({
    text: modeText,
    targets: targets.specs,
    effects: effectSentences(sentence, targets, text),
  });
  return true;
}

/** A line of the spell ability: its additional cost, a mode, or effect sentences. */
export function spellLine(sentence: Sentence, text: string, spell: SpellLines): void {
  const cost = additionalCostLine(sentence);
  if (cost) spell.additionalCost = cost;
  else if (!modesLine(sentence, spell) && !modeLine(sentence, text, spell)) {
    if (spell.modal) sentence.fail('MODE', 'mode (700.2): effects after the modes of a modal spell');
    spell.effects.push(...effectSentences(sentence, spell.targets, text));
  }
}

/** The spell ability the lines read to, if they say one (a modal spell's modes, 700.2). */
export function spellAbility(spell: SpellLines): Ability[] {
  const { modal, additionalCost } = spell;
  const cost = additionalCost ? { additionalCost } : {};
  if (!modal)
    return spell.effects.length
      ? [{ kind: 'spell', modes: [{ targets: spell.targets.specs, effects: spell.effects }], ...cost }]
      : [];
  return [
    {
      kind: 'spell',
      modes: modal.modes,
      ...(modal.choose === 1 ? {} : { chooseModes: modal.choose }),
      ...(modal.atLeast ? { chooseAtLeast: modal.atLeast } : {}),
      ...(modal.byOpponent ? { modesChosenBy: 'opponent' as const } : {}),
      ...cost,
    },
  ];
}
