// Delve (702.66): cards exiled from the caster's graveyard pay generic mana of a spell's total cost.
import type { CardDefinition, ManaSymbol } from '@mtg/cards';
import type { Command } from '../commands/command.js';
import { reject, type Run } from '../engine/run.js';
import { moveObject } from '../game-actions/actions.js';
import type { ObjectId, PlayerId } from '../state/game-state.js';
import { playerById } from '../state/updates.js';
import { planManaPayment } from './pay-mana.js';

type CastSpell = Extract<Command, { type: 'CastSpell' }>;

/** The mana part of a cost once `delved` of its generic mana (X included) is paid otherwise. */
export interface ManaLeft {
  cost: ManaSymbol[];
  x: number;
}

function withoutGeneric(cost: readonly ManaSymbol[], x: number, delved: number): ManaLeft {
  if (delved === 0) return { cost: [...cost], x };
  const generic = genericAmount(cost, x) - delved;
  const rest = cost.filter((s) => s.kind !== 'generic' && s.kind !== 'x');
  return { cost: generic > 0 ? [{ kind: 'generic', amount: generic }, ...rest] : rest, x: 0 };
}

function genericAmount(cost: readonly ManaSymbol[], x: number): number {
  return cost.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : s.kind === 'x' ? x : 0), 0);
}

// 702.66a: each card exiled must come from the caster's graveyard, one per generic mana at most.
function checkExiled(run: Run, player: PlayerId, exiled: readonly ObjectId[], generic: number): void {
  const graveyard = playerById(run.state, player).graveyard;
  const stranger = exiled.find((id) => !graveyard.includes(id));
  if (stranger) {
    const name = run.state.objects[stranger]?.name ?? stranger;
    reject('DELVE_ILLEGAL', '702.66a', `${name} is not a card in ${player}'s graveyard`);
  }
  if (new Set(exiled).size !== exiled.length) reject('DELVE_ILLEGAL', '702.66a', 'a card is exiled twice');
  if (exiled.length > generic) {
    reject(
      'DELVE_ILLEGAL',
      '702.66a',
      `delve pays generic mana only: at most ${generic} card(s), not ${exiled.length}`,
    );
  }
}

/** With `pay: auto` and no cards named: as few cards as the available mana needs, none if it suffices. */
function cardsToDelve(run: Run, command: CastSpell, cost: readonly ManaSymbol[], x: number): ObjectId[] {
  const graveyard = playerById(run.state, command.player).graveyard;
  if (command.additional?.exile) return command.additional.exile;
  if ((command.payment ?? 'auto') !== 'auto') return [];
  const most = Math.min(genericAmount(cost, x), graveyard.length);
  for (let n = 0; n <= most; n++) {
    const left = withoutGeneric(cost, x, n);
    if (planManaPayment(run, command.player, left.cost, left.x)) return graveyard.slice(0, n);
  }
  return [];
}

/**
 * Pays the part of a spell's total cost that delve can pay, by exiling cards from the caster's
 * graveyard, and returns the mana still to pay. A spell without delve can't exile cards to pay.
 */
export function payWithDelve(
  run: Run,
  command: CastSpell,
  def: CardDefinition,
  cost: readonly ManaSymbol[],
  x: number,
): ManaLeft {
  if (!def.abilities.some((a) => a.kind === 'delve')) {
    if (command.additional?.exile?.length)
      reject('COST_INVALID', '601.2f', `${def.name} has no cost paid by exiling cards`);
    return { cost: [...cost], x };
  }
  const exiled = cardsToDelve(run, command, cost, x);
  checkExiled(run, command.player, exiled, genericAmount(cost, x));
  for (const id of exiled) moveObject(run, id, 'exile', { reason: 'cost' });
  return withoutGeneric(cost, x, exiled.length);
}
