// Casting a spell (601.2): announce it (it moves to the stack), choose modes, X and targets,
// determine the total cost, pay it, and the spell becomes cast.
import { manaCostOf } from '../mana/mana-cost.js';
import type { CardDefinition } from '@mtg/cards';
import type { Command } from '../commands/command.js';
import { emit, reject, type Run } from '../engine/run.js';
import { enactMove } from '../game-actions/actions.js';
import { characteristics } from '../layers/characteristics.js';
import { checkChosenTargets, spellTargetSpecs } from '../targets/targets.js';
import { payWithDelve } from './delve.js';
import { manaUnitsAvailable, payManaCost } from './pay-mana.js';
import { leastManaUnits } from '../mana/payment.js';
import { playerById } from '../state/updates.js';
import { hasPriority, hasSorceryTiming } from './timing.js';

type CastSpell = Extract<Command, { type: 'CastSpell' }>;

/**
 * Choices whose rules come with later work are refused rather than ignored, so that no spell is cast
 * with a choice silently dropped or a mandatory additional cost left unpaid.
 */
function rejectChoicesNotYetSupported(command: CastSpell, def: CardDefinition): void {
  const unsupported: [unknown, string, string][] = [
    [command.face, '709.3', 'casting a chosen face'],
    [command.alternative, '118.9', 'alternative costs'],
    [command.divide, '601.2d', 'dividing damage or counters'],
    [command.additional?.kicker, '702.33', 'kicker'],
    [command.additional?.sacrifice, '118.8', 'sacrifice as an additional cost'],
    [command.additional?.discard, '118.8', 'discard as an additional cost'],
  ];
  for (const [given, rule, what] of unsupported) {
    if (given !== undefined) reject('NOT_IMPLEMENTED', rule, `${what} is not implemented yet`);
  }
  if (def.abilities.some((a) => a.kind === 'spell' && a.additionalCost)) {
    reject('NOT_IMPLEMENTED', '601.2b', `${def.name}'s additional cost is not implemented yet`);
  }
}

export function castSpell(run: Run, command: CastSpell): void {
  const state = run.state;
  const { player } = command;
  if (!hasPriority(state, player)) reject('NO_PRIORITY', '117.1a', `${player} does not have priority`);
  const card = state.objects[command.card];
  if (!card || card.zone !== 'hand' || card.owner !== player)
    reject('CARD_NOT_IN_HAND', '601.2a', `${command.card} is not a card in ${player}'s hand`);
  const chars = characteristics(state, run.ctx, card.id);
  if (chars.types.includes('Land'))
    reject('LAND_NOT_CAST', '305.1', `${card.name} is a land: it is played, not cast`);
  // 307.1, 304.5, 702.8a: sorcery timing unless it is an instant or has flash.
  const instantSpeed = chars.types.includes('Instant') || chars.keywords.includes('flash');
  if (!instantSpeed && !hasSorceryTiming(state, player)) {
    reject('SORCERY_TIMING', '307.1', `${card.name} can be cast only in your main phase with an empty stack`);
  }
  const def = run.ctx.cards.require(card.name);
  rejectChoicesNotYetSupported(command, def);
  const cost = manaCostOf(def.manaCost);
  const hasX = cost.some((s) => s.kind === 'x');
  const x = command.x ?? 0;
  if (!Number.isInteger(x) || x < 0 || (!hasX && command.x !== undefined && command.x !== 0)) {
    reject(
      'X_INVALID',
      '601.2b',
      hasX ? `X must be a whole number of 0 or more, not ${x}` : `${card.name} has no X in its cost`,
    );
  }
  const modes = command.modes;
  const spell = def.abilities.find((a) => a.kind === 'spell');
  if (spell && spell.modes.length > 1) {
    const count = spell.chooseModes ?? 1;
    if (
      !modes ||
      modes.length !== count ||
      modes.some((m) => !Number.isInteger(m) || m < 1 || m > spell.modes.length)
    ) {
      reject('MODE_INVALID', '601.2b', `choose ${count} of the ${spell.modes.length} modes of ${card.name}`);
    }
  }
  // 601.2h: a total cost that no payment can meet makes the cast illegal; refused before the
  // announcement is carried out, with the same outcome (the state as before the cast).
  const delvable = def.abilities.some((a) => a.kind === 'delve')
    ? playerById(state, player).graveyard.length
    : 0;
  if (leastManaUnits(cost, x) > manaUnitsAvailable(run, player) + delvable) {
    reject('COST_UNPAYABLE', '601.2h', 'the mana cost cannot be paid with the mana available');
  }
  // 601.2a: the card moves to the stack as it is announced.
  const onStack = enactMove(run, card.id, 'stack', { reason: 'cast', controller: player })!;
  const targets = command.targets ?? [];
  // 601.2c: targets are chosen as the spell is announced, and must be legal.
  const problem = checkChosenTargets(
    run.state,
    run.ctx,
    spellTargetSpecs(run.ctx, card.name, modes),
    targets,
    player,
    onStack,
  );
  if (problem) reject('TARGET_ILLEGAL', '601.2c', problem);
  // 601.2f-h: the total cost is the mana cost (with X), paid in full; delve (702.66) may pay generic mana.
  const manaLeft = payWithDelve(run, command, def, cost, x);
  payManaCost(run, player, manaLeft.cost, manaLeft.x, command.payment);
  // 601.2i: the spell becomes cast.
  emit(run, {
    type: 'SpellCast',
    player,
    object: onStack,
    stack: { targets, ...(hasX ? { x } : {}), ...(modes ? { modes } : {}) },
  });
  run.agenda.push({ kind: 'priority', player });
}
