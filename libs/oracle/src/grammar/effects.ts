// Effect sentences (608.2c): what a resolving spell or ability does, one imperative or declarative
// sentence at a time ("Destroy target creature.", "Target player discards two cards."), each of one
// or more clauses joined by "and" or "then" ("Draw two cards, then discard a card.").
import type {
  Amount,
  Cost,
  DamageRecipient,
  Duration,
  EachObject,
  Effect,
  Keyword,
  ObjectRef,
  PlayerRef,
  PreventedParty,
  ReflexiveTrigger,
} from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { manaSymbols } from './costs.js';
import { expectAmount, expectAmountOrX, expectPowerToughnessOrX, fixedAmount } from './amounts.js';
import { counterKind, counterPhrase } from './counters.js';
import { definedAmount, definingX, perEach } from './counts.js';
import { cantActivate } from './activation-restrictions.js';
import { becomesSubtype } from './added-types.js';
import { becomeCreatures, becomesCreature } from './becoming-creatures.js';
import { untilEndOfTurn, untilEndOfTurnOrWhileTapped, whileTapped, withDurationFirst } from './durations.js';
import { combatConstraint } from './combat-constraints.js';
import { lookAndCastFree } from './look-and-cast.js';
import { librarySearch, libraryShuffle, lookAtTop, revealTopCards } from './libraries.js';
import { ifItIs, revealAtRandom, revealTop, revealUntil } from './revealing.js';
import { copyException } from './copy-exceptions.js';
import { counteredThisWay } from './countered-this-way.js';
import { controlEntering } from './control-entering.js';
import { gainControl } from './control-changes.js';
import { damageShield } from './damage-shields.js';
import { preventAll, sourcesPhrase, type PreventedSides } from './prevention.js';
import { delayed } from './delayed-triggers.js';
import { dividedDamage, twiceXInstead } from './divided-damage.js';
import { drawnCardAction } from './drawing.js';
import { ifExcessDamage } from './excess-damage.js';
import { handOnLibrary, youChooseDiscard } from './hands.js';
import { energyGained, energySymbols, payAnyAmountOfEnergy } from './energy.js';
import { cardsExiledWithSelf, loseThatMuchLife } from './exiled-cards.js';
import { ifKicked } from './kicker.js';
import { newTargetsForCopies } from './spell-copies.js';
import { investigate } from './investigate.js';
import { coinFlip } from './coin-flips.js';
import { vote } from './votes.js';
import { clash } from './clashes.js';
import { keywordList } from './keywords.js';
import { additionalLandThisTurn } from './land-plays.js';
import { manaProduction } from './mana-abilities.js';
import { COLOR_WORDS, colorWords, countedNoun, nounPhrase } from './nouns.js';
import { objectPhrase } from './object-phrases.js';
import { playerCounters } from './player-counters.js';
import { playerPhrase } from './players.js';
import { restriction } from './restrictions.js';
import { roleToken } from './roles.js';
import { self } from './self.js';
import { skipNext } from './skips.js';
import { extraTurns } from './extra-turns.js';
import { separatedPiles } from './piles.js';
import { blockedWithinSectors, inChosenSector, withSectorChoice } from './sectors.js';
import { antecedent, target, Targets } from './targets.js';
import { checkTokensDefined, tokenHas } from './token-abilities.js';
import { createCreatureTokens } from './tokens.js';

type What = ObjectRef | EachObject;

/** What a clause reads to, and its subject when it is a player's, for a clause after "and" that shares it. */
interface Clause {
  effects: Effect[];
  player?: PlayerRef;
}

/** "N card(s)": the amount of cards, "a card for each ..." a count, "cards equal to ..." a defined amount. */
function cards(sentence: Sentence, targets: Targets, clause: string): Amount {
  if (sentence.accept('cards', 'equal', 'to')) return definedAmount(sentence, targets, clause);
  const amount = expectAmountOrX(sentence, clause);
  if (!sentence.accept(amount === 1 ? 'card' : 'cards'))
    sentence.fail('CARDS', `${clause}: expected "cards"`);
  return perEach(sentence, amount, clause);
}

/**
 * An object the effect names: this object, the enchanted or equipped one (303.4, 301.5), a target,
 * or one named before ("it", "that creature").
 */
function object(sentence: Sentence, targets: Targets): ObjectRef | undefined {
  if (self(sentence)) return 'self';
  if (sentence.accept('enchanted', 'creature') || sentence.accept('enchanted', 'permanent'))
    return 'enchanted';
  if (sentence.accept('equipped', 'creature')) return 'equipped';
  return antecedent(sentence, targets) ?? target(sentence, targets);
}

/**
 * 611.2c: "each creature", "all creatures you control", "each other creature", "all other
 * creatures"; cards in a zone: "all enchantment cards from your graveyard", "all graveyards" (404).
 */
function eachObject(sentence: Sentence, targets: Targets): EachObject | undefined {
  const mark = sentence.mark;
  const plural = sentence.accept('all');
  if (!plural && !sentence.accept('each')) return undefined;
  if (plural && sentence.accept('graveyards')) return { each: {}, zone: 'graveyard' };
  const other = sentence.accept('other');
  const phrase = nounPhrase(sentence, plural);
  if (phrase?.head === 'card' && phrase.zone && !other) return { each: phrase.filter, zone: phrase.zone };
  if (phrase?.head !== 'permanent') {
    sentence.reset(mark);
    return undefined;
  }
  inChosenSector(sentence, phrase.filter);
  // 601.6a: "that player controls", of the opponent who chose the mode.
  // (A noun that already says its controller, "creatures you control", takes no second one.)
  if (
    targets.player === 'chosen-player' &&
    phrase.filter.controller === undefined &&
    sentence.accept('that', 'player', 'controls')
  )
    phrase.filter.controller = 'chosen-player';
  return { each: other ? { ...phrase.filter, other } : phrase.filter };
}

/** An object or the objects an effect acts on, or the clause fails. */
function objects(sentence: Sentence, targets: Targets, clause: string): What {
  const each = eachObject(sentence, targets) ?? cardsExiledWithSelf(sentence);
  if (each) targets.group = each;
  return each ?? object(sentence, targets) ?? sentence.fail('OBJECT', `${clause}: expected what is affected`);
}

/** 701.12a: "[creature] fights [another creature]", after the first: the fight. */
function fight(sentence: Sentence, targets: Targets, what: ObjectRef): Effect {
  return { kind: 'fight', what, other: oneObject(sentence, targets, 'fight (701.12)') };
}

/** One object an effect acts on, or the clause fails. */
function oneObject(sentence: Sentence, targets: Targets, clause: string): ObjectRef {
  return object(sentence, targets) ?? sentence.fail('OBJECT', `${clause}: expected what is affected`);
}

/** 120.3: who or what is dealt the damage: "any target", "each player", "each creature and each player" (120.4). */
function recipient(
  sentence: Sentence,
  targets: Targets,
): Pick<Extract<Effect, { kind: 'deal-damage' }>, 'to' | 'andEach'> {
  const clause = 'damage (120.3)';
  // 120.4: "each creature [with flying] [and each player]": all of it dealt at the same time.
  const each = eachObject(sentence, targets);
  if (each)
    return sentence.accept('and', 'each', 'player')
      ? { to: 'each-player', andEach: each }
      : { andEach: each };
  if (sentence.accept('itself')) return { to: 'self' };
  const to: DamageRecipient | undefined = playerPhrase(sentence, targets) ?? object(sentence, targets);
  if (!to) return sentence.fail('RECIPIENT', `${clause}: expected what is dealt damage`);
  const andEach =
    typeof to === 'object' && 'target' in to ? creaturesTheyControl(sentence, targets, to.target) : undefined;
  return { to, ...(andEach ? { andEach } : {}) };
}

/**
 * 120.4: "and each creature that player controls" after a target player, "and each creature that
 * player or that planeswalker's controller controls" after a target player or planeswalker; else nothing is read.
 */
function creaturesTheyControl(sentence: Sentence, targets: Targets, index: number): EachObject | undefined {
  const kind = targets.specs[index]?.kind;
  const words = kind === 'player-or-planeswalker' ? ['or', 'that', "planeswalker's", 'controller'] : [];
  const mark = sentence.mark;
  if (sentence.accept('and', 'each', 'creature', 'that', 'player', ...words, 'controls'))
    return {
      each: { types: ['Creature'] },
      controlledBy: words.length ? { targetOrItsController: index } : { target: index },
    };
  sentence.reset(mark);
  return undefined;
}

/** 120.3: "deals N damage to [recipient]", after "[source] deals"; a source other than this object is `from` (120.1). */
function damage(sentence: Sentence, targets: Targets, source: ObjectRef): Effect {
  const clause = 'damage (120.3)';
  const from = source === 'self' ? {} : { from: source };
  if (sentence.accept('damage', 'equal', 'to')) {
    const amount = definedAmount(sentence, targets, clause);
    sentence.expect(clause, 'to');
    return { kind: 'deal-damage', amount, ...recipient(sentence, targets), ...from };
  }
  // "deals damage to any target equal to the number of ...": the recipient first, then the amount.
  if (sentence.accept('damage', 'to')) {
    const to = recipient(sentence, targets);
    sentence.expect(clause, 'equal', 'to');
    return { kind: 'deal-damage', amount: definedAmount(sentence, targets, clause), ...to, ...from };
  }
  const amount =
    targets.thatMuch && sentence.accept('that', 'much')
      ? targets.thatMuch
      : expectAmountOrX(sentence, clause);
  if (sentence.accept('damage', 'divided')) return { ...dividedDamage(sentence, targets, amount), ...from };
  sentence.expect(clause, 'damage', 'to');
  const to = recipient(sentence, targets);
  return { kind: 'deal-damage', amount: perEach(sentence, amount, clause), ...to, ...from };
}

/** What a player does: draws, discards, gains or loses life, mills, sacrifices (the verb agrees with the subject). */
function playerAction(sentence: Sentence, who: PlayerRef, targets: Targets): Effect | undefined {
  const verb = (base: string) => sentence.accept(who === 'you' ? base : `${base}s`);
  if (verb('draw')) {
    // "draws up to N cards": the player chooses how many, from 0 to N.
    const upTo = sentence.accept('up', 'to') ? { upTo: true } : {};
    const amount = cards(sentence, targets, 'draw (121.1)');
    const andThen = amount === 1 ? drawnCardAction(sentence) : undefined;
    return { kind: 'draw', who, amount, ...upTo, ...(andThen ? { andThen } : {}) };
  }
  if (verb('discard')) {
    const amount = cards(sentence, targets, 'discard (701.9)');
    // "discards a card at random": the game's random source chooses (701.8b).
    return { kind: 'discard', who, amount, ...(sentence.accept('at', 'random') ? { atRandom: true } : {}) };
  }
  if (verb('mill')) return { kind: 'mill', who, amount: cards(sentence, targets, 'mill (701.17)') };
  const control = who === 'you' ? gainControl(sentence, targets) : undefined;
  if (control) return control;
  for (const [base, kind] of [
    ['gain', 'gain-life'],
    ['lose', 'lose-life'],
  ] as const) {
    if (!verb(base)) continue;
    const clause = `${kind} (119)`;
    if (sentence.accept('life', 'equal', 'to'))
      return { kind, who, amount: definedAmount(sentence, targets, clause) };
    // 603.2: "that much": the damage of the event that triggered the ability.
    if (targets.thatMuch && sentence.accept('that', 'much', 'life'))
      return { kind, who, amount: targets.thatMuch };
    const amount = expectAmountOrX(sentence, clause);
    sentence.expect(clause, 'life');
    return { kind, who, amount: perEach(sentence, amount, clause) };
  }
  if (verb('sacrifice')) return sacrifice(sentence, who, targets);
  // 400.1: "[that player] puts it into their hand": the card they revealed from their library, which they own.
  if (
    who !== 'you' &&
    targets.object === 'revealed-card' &&
    sentence.accept('puts', 'it', 'into', 'their', 'hand')
  )
    return { kind: 'return-to-hand', what: 'revealed-card' };
  // 722.1: "you become the monarch", "target player becomes the monarch".
  const mark = sentence.mark;
  if (verb('become') && sentence.accept('the', 'monarch')) return { kind: 'become-monarch', who };
  sentence.reset(mark);
  const turnsOrEnergy =
    skipNext(sentence, who) ??
    extraTurns(sentence, who) ??
    energyGained(sentence, who) ??
    playerCounters(sentence, who);
  if (turnsOrEnergy) return turnsOrEnergy;
  // 701.11a: "[player] exiles the top card of their library" (ingest, 702.115a).
  if (who !== 'you' && sentence.accept('exiles', 'the', 'top', 'card', 'of', 'their', 'library'))
    return { kind: 'exile-top-of-library', who, amount: 1 };
  // 701.20a: "[player] reveals their hand".
  if (who !== 'you' && sentence.accept('reveals', 'their', 'hand')) return { kind: 'reveal-hand', who };
  if (who === 'you' && sentence.accept('look', 'at'))
    return lookAndCastFree(sentence) ?? lookAtTop(sentence, targets) ?? lookAtHand(sentence, targets);
  // 701.16a: "reveal the top card of your library", "[player] reveals the top card of their library".
  const revealing = sentence.mark;
  if (verb('reveal')) {
    const revealed =
      revealTop(sentence, who, targets) ??
      revealUntil(sentence, who, targets) ??
      revealAtRandom(sentence, who, targets) ??
      (who === 'you' ? revealTopCards(sentence) : undefined);
    if (revealed) return revealed;
    sentence.reset(revealing);
  }
  return who === 'you' ? youChooseDiscard(sentence, targets.player) : undefined;
}

/** 701.21a: "sacrifice [this]", "[player] sacrifices a creature [of their choice]", "sacrifices two lands". */
function sacrifice(sentence: Sentence, who: PlayerRef, targets: Targets): Effect {
  const clause = 'sacrifice (701.21)';
  if (who === 'you' && self(sentence)) return { kind: 'sacrifice-object', what: 'self' };
  // "Sacrifice it": the object named before (a token created, 111.1).
  const named = who === 'you' ? antecedent(sentence, targets) : undefined;
  if (named) return { kind: 'sacrifice-object', what: named };
  const counted = countedNoun(sentence);
  if (counted?.phrase.head !== 'permanent')
    return sentence.fail('OBJECT', `${clause}: expected what is sacrificed`);
  sentence.accept('of', 'their', 'choice');
  return { kind: 'sacrifice', who, filter: counted.phrase.filter, amount: counted.count };
}

/** "look at target player's hand" (a private look), after "look at". */
function lookAtHand(sentence: Sentence, targets: Targets): Effect {
  const clause = "look at a player's hand";
  for (const [words, opponentOnly] of [
    [['target', "player's", 'hand'], false],
    [['target', "opponent's", 'hand'], true],
  ] as const)
    if (sentence.accept(...words))
      return {
        kind: 'look-at-hand',
        who: targets.add({ kind: 'player', ...(opponentOnly ? { opponentOnly } : {}) }),
      };
  return sentence.fail('OBJECT', `${clause}: expected whose hand`);
}

/** Keywords an object gains, or the clause fails. */
function gainedKeywords(sentence: Sentence, clause: string): Keyword[] {
  return keywordList(sentence) ?? sentence.fail('KEYWORD', `${clause}: expected keywords`);
}

/**
 * 613.4c, 613.1f: "[object] gets +N/+M [and gains keywords] until end of turn", "[objects] gain
 * keywords until end of turn", after the subject.
 */
function objectAction(sentence: Sentence, what: What, plural: boolean): Effect[] | undefined {
  const clause = 'until end of turn (611.2a)';
  const gets = plural ? 'get' : 'gets';
  const gains = plural ? 'gain' : 'gains';
  // 508.1c-d, 509.1b, 611.2a: "can't block this turn", "attacks this turn if able".
  const constraint = combatConstraint(sentence, plural);
  if (constraint) return [{ kind: 'combat-constraint', what, constraint, duration: 'end-of-turn' }];
  if (typeof what === 'object' && 'each' in what) {
    const creatures = becomeCreatures(sentence, what);
    if (creatures) return [creatures];
    // 611.2c: "Creatures you control get +1/+1 until end of turn": the creatures as it resolves.
    if (sentence.accept(gets)) return pumped(sentence, what, gains);
    if (!sentence.accept(gains)) return undefined;
    const protection = protectionGained(sentence, what);
    if (protection) return [protection];
    const keywords = gainedKeywords(sentence, clause);
    // 611.2b: "until your next turn".
    const duration = sentence.accept('until', 'your', 'next', 'turn')
      ? 'until-your-next-turn'
      : untilEndOfTurn(sentence, clause);
    return [{ kind: 'grant-keywords', what, keywords, duration }];
  }
  const typed = plural ? undefined : (becomesSubtype(sentence, what) ?? becomesCreature(sentence, what));
  if (typed) return [typed];
  if (doesntUntapNext(sentence, plural)) return [{ kind: 'doesnt-untap-next', what }];
  const kept = plural ? undefined : doesntUntapWhileTapped(sentence);
  if (kept) return [{ kind: 'doesnt-untap-while', what, duration: kept }];
  const has = plural ? undefined : hasWhileTapped(sentence, what);
  if (has) return has;
  // 702.34a: "gains flashback until end of turn. The flashback cost is equal to its mana cost."
  const flashback = 'gains flashback until end of turn . the flashback cost is equal to its mana cost';
  if (!plural && sentence.accept(...flashback.split(' ')))
    return [{ kind: 'grant-flashback', what, duration: 'end-of-turn' }];
  // 105.3, 613.1e: "[object] becomes white until end of turn".
  if (sentence.accept(plural ? 'become' : 'becomes')) {
    const colors = colorWords(sentence) ?? sentence.fail('COLOR', `${clause}: expected colors`);
    return [{ kind: 'set-colors', what, colors, duration: untilEndOfTurn(sentence, clause) }];
  }
  // 115.4: "can't be the target of spells or abilities your opponents control this turn".
  if (
    !plural &&
    sentence.accept(
      ..."can't be the target of spells or abilities your opponents control this turn".split(' '),
    )
  )
    return [{ kind: 'cant-be-targeted', what, by: 'opponents', duration: 'end-of-turn' }];
  if (sentence.accept(gets)) return pumped(sentence, what, gains);
  if (!sentence.accept(gains)) return undefined;
  const protection = protectionGained(sentence, what);
  if (protection) return [protection];
  const keywords = gainedKeywords(sentence, clause);
  return [{ kind: 'grant-keywords', what, keywords, duration: untilEndOfTurn(sentence, clause) }];
}

/**
 * 702.16a, 611.2a: "protection from the color of your choice until end of turn" (chosen as the effect
 * happens, 608.2d), "protection from red until end of turn", after "gain(s)"; else nothing is read.
 */
function protectionGained(sentence: Sentence, what: What): Effect | undefined {
  const mark = sentence.mark;
  if (!sentence.accept('protection', 'from')) return undefined;
  const color = COLOR_WORDS[sentence.peek()?.lower ?? ''];
  if (color) sentence.take();
  const from = color
    ? { color }
    : sentence.accept('the', 'color', 'of', 'your', 'choice') && 'color-of-choice';
  if (!from || !sentence.accept('until', 'end', 'of', 'turn')) {
    sentence.reset(mark);
    return undefined;
  }
  return { kind: 'grant-protection', what, from, duration: 'end-of-turn' };
}

/** 613.4c: "+N/+M [and gain(s) keywords] until end of turn", after "get(s)". */
function pumped(sentence: Sentence, what: What, gains: string): Effect[] {
  const clause = 'until end of turn (611.2a)';
  const [power, toughness] = expectPowerToughnessOrX(sentence, clause);
  // 611.2b: "gets +2/+2 and has trample for as long as [this] remains tapped".
  const keywords =
    sentence.accept('and', gains) || sentence.accept('and', gains === 'gains' ? 'has' : 'have')
      ? gainedKeywords(sentence, clause)
      : undefined;
  const duration = untilEndOfTurnOrWhileTapped(sentence, clause);
  const pt: Effect = { kind: 'modify-pt', what, power, toughness, duration };
  return keywords ? [pt, { kind: 'grant-keywords', what, keywords, duration }] : [pt];
}

/**
 * 611.2b: "[object] has shroud for as long as [this] remains tapped"; nothing is read unless the
 * keywords and that duration follow "has".
 */
function hasWhileTapped(sentence: Sentence, what: What): Effect[] | undefined {
  const mark = sentence.mark;
  const keywords = sentence.accept('has') ? keywordList(sentence) : undefined;
  const duration = keywords && whileTapped(sentence);
  if (keywords && duration) return [{ kind: 'grant-keywords', what, keywords, duration }];
  sentence.reset(mark);
  return undefined;
}

/**
 * 502.3, 611.2b: "doesn't untap during its controller's untap step for as long as [this] remains
 * tapped", after the subject; else nothing is read.
 */
function doesntUntapWhileTapped(sentence: Sentence): Duration | undefined {
  const mark = sentence.mark;
  const words = "doesn't untap during its controller's untap step".split(' ');
  const duration = sentence.accept(...words) ? whileTapped(sentence) : undefined;
  if (!duration) sentence.reset(mark);
  return duration;
}

/**
 * 502.3: "doesn't untap during its controller's (your) next untap step", "don't untap during their
 * controller's (controllers') next untap step(s)", after the subject.
 */
function doesntUntapNext(sentence: Sentence, plural: boolean): boolean {
  const mark = sentence.mark;
  if (!sentence.accept(plural ? "don't" : "doesn't", 'untap', 'during')) return false;
  const whose = plural
    ? sentence.accept('their', "controller's") || sentence.accept('their', "controllers'")
    : sentence.accept('its', "controller's") || sentence.accept('your');
  const step =
    sentence.accept('next', 'untap') && (sentence.accept('step') || (plural && sentence.accept('steps')));
  if (whose && step) return true;
  sentence.reset(mark);
  return false;
}

/** 122.1: "put a +1/+1 counter on target creature", "put two +1/+1 counters on each creature you control". */
function counters(sentence: Sentence, targets: Targets): Effect[] {
  const clause = 'counters (122.1)';
  const found: NonNullable<ReturnType<typeof counterPhrase>>[] = [];
  do
    found.push(
      counterPhrase(sentence) ??
        sentence.fail('COUNTER', `${clause}: a kind of counter the compiler does not know`),
    );
  while (sentence.accept('and'));
  sentence.expect(clause, 'on');
  const what = objects(sentence, targets, clause);
  return found.map((kind) => ({ kind: 'add-counters', what, ...kind }));
}

/** "a -1/-1 counter", "two +1/+1 counters": a fixed number of counters of a kind, or the clause fails. */
function fixedCounters(sentence: Sentence, clause: string): { counter: string; amount: number } {
  const found = counterPhrase(sentence);
  if (!found || typeof found.amount !== 'number')
    return sentence.fail('COUNTER', `${clause}: a kind of counter the compiler does not know`);
  return { counter: found.counter, amount: found.amount };
}

/** 122.8: "remove a -1/-1 counter from target creature", after "remove". */
function removedCounters(sentence: Sentence, targets: Targets): Effect {
  const clause = 'remove counters (122.8)';
  const counters = fixedCounters(sentence, clause);
  sentence.expect(clause, 'from');
  return { kind: 'remove-counters', what: oneObject(sentence, targets, clause), ...counters };
}

/** 122.5: "move a +1/+1 counter from target creature onto [this creature]", after "move". */
function movedCounters(sentence: Sentence, targets: Targets): Effect {
  const clause = 'move counters (122.5)';
  const counters = fixedCounters(sentence, clause);
  sentence.expect(clause, 'from');
  const from = oneObject(sentence, targets, clause);
  sentence.expect(clause, 'onto');
  return { kind: 'move-counters', from, to: oneObject(sentence, targets, clause), ...counters };
}

/**
 * 701.13a: "exile [objects] [from your graveyard]", "exile the top card of your library [face down]"
 * (406.3), after "exile"; "that card" is the card exiled from then on.
 */
function exiled(sentence: Sentence, targets: Targets): Effect | Effect[] {
  if (sentence.accept('the', 'top', 'card', 'of', 'your', 'library')) {
    targets.event = { noun: 'card', ref: 'exiled-card' };
    const faceDown = sentence.accept('face', 'down') ? { faceDown: true } : {};
    return { kind: 'exile', what: 'top-of-library', ...faceDown };
  }
  const what = objects(sentence, targets, 'exile');
  const from = sentence.accept('from', 'your', 'graveyard') ? { from: 'graveyard' as const } : {};
  const exile: Effect = { kind: 'exile', what, ...from };
  const returning = from.from ? undefined : returnedAfterExile(sentence);
  return returning ? [exile, returning] : exile;
}

/**
 * ", then return that card (it, those cards) to the battlefield [tapped] under its owner's (your)
 * control", after an exile: the card this ability exiled returns as a new object (400.7); else
 * nothing is read.
 */
function returnedAfterExile(sentence: Sentence): Effect | undefined {
  const mark = sentence.mark;
  const exiledCard =
    sentence.accept(',', 'then', 'return') &&
    (sentence.accept('that', 'card') ||
      sentence.accept('those', 'cards') ||
      sentence.accept('it') ||
      sentence.accept('them')) &&
    sentence.accept('to', 'the', 'battlefield');
  const tapped = exiledCard && sentence.accept('tapped') ? { tapped: true as const } : {};
  const owners =
    exiledCard &&
    (sentence.accept('under', 'its', "owner's", 'control') ||
      sentence.accept('under', 'their', "owner's", 'control') ||
      sentence.accept('under', 'their', "owners'", 'control'));
  if (owners || (exiledCard && sentence.accept('under', 'your', 'control')))
    return {
      kind: 'put-onto-battlefield',
      what: 'exiled-card',
      ...(owners ? { ownersControl: true } : {}),
      ...tapped,
    };
  sentence.reset(mark);
  return undefined;
}

/** 707.2, 111.1: "create a token that's a copy of [object][, except ...]", after "create"; "it" is the token from then on. */
function tokenCopy(sentence: Sentence, targets: Targets): Effect | undefined {
  if (!sentence.accept('a', 'token', "that's", 'a', 'copy', 'of')) return undefined;
  const of = oneObject(sentence, targets, 'copy (707.2)');
  targets.object = 'created-token';
  targets.byNoun = false;
  const except = copyException(sentence, '');
  return { kind: 'create-token-copy', of, ...(except ? { except } : {}) };
}

/** 401.4: "put [object] on top of (on the bottom of) its owner's library", "put [card] onto the battlefield", after "put"; else nothing is read. */
function onLibrary(sentence: Sentence, targets: Targets): Effect | undefined {
  const mark = sentence.mark;
  const named = targets.mark;
  const what = object(sentence, targets);
  const position = !what
    ? undefined
    : sentence.accept('on', 'top', 'of')
      ? 'top'
      : sentence.accept('on', 'the', 'bottom', 'of')
        ? 'bottom'
        : undefined;
  if (what && position && sentence.accept('its', "owner's", 'library'))
    return { kind: 'put-on-library', what, position };
  // 400.1: "put that card into your hand" (the card exiled, 607.2a).
  if (what && !position && sentence.accept('into', 'your', 'hand')) return { kind: 'return-to-hand', what };
  // 404.1: "put that card into your graveyard" (the card revealed or looked at: yours).
  if (
    what === 'revealed-card' &&
    (sentence.accept('into', 'your', 'graveyard') || sentence.accept('into', 'its', "owner's", 'graveyard'))
  )
    return { kind: 'put-into-graveyard', what };
  // "put it onto the battlefield": the card revealed, under the control of the ability's controller.
  if (what === 'revealed-card' && sentence.accept('onto', 'the', 'battlefield'))
    return { kind: 'put-onto-battlefield', what };
  // 110.2a: a card put onto the battlefield "under your control" (a graveyard's, any owner's).
  const card =
    what && typeof what === 'object' && 'target' in what && targets.specs[what.target]?.kind === 'card';
  if (card && sentence.accept('onto', 'the', 'battlefield', 'under', 'your', 'control'))
    return { kind: 'put-onto-battlefield', what };
  // Not read: the target it named is none of the ability's.
  sentence.reset(mark);
  targets.reset(named);
  return undefined;
}

/** "return [object] to its owner's hand", "return [card] from your graveyard to the battlefield", after "return". */
function returned(sentence: Sentence, targets: Targets): Effect {
  const clause = 'return';
  const chosen = chosenOwnPermanents(sentence);
  if (chosen) return chosen;
  const what = objects(sentence, targets, clause);
  if (what === 'self' && sentence.accept('from', 'your', 'graveyard'))
    return returnedItself(sentence, clause);
  if (
    sentence.accept('to', 'its', "owner's", 'hand') ||
    sentence.accept('to', 'their', "owners'", 'hands') ||
    sentence.accept('to', 'their', "owner's", 'hand')
  )
    return { kind: 'return-to-hand', what };
  const card =
    typeof what === 'object' &&
    ('target' in what ? targets.specs[what.target]?.kind === 'card' : what.zone === 'graveyard');
  if (card && sentence.accept('to', 'your', 'hand')) return { kind: 'return-to-hand', what };
  if (card && sentence.accept('to', 'the', 'battlefield')) {
    sentence.accept('under', 'your', 'control');
    return { kind: 'put-onto-battlefield', what };
  }
  return sentence.fail('EXPECTED', `${clause}: expected where it returns`);
}

/**
 * "Return a land you control to its owner's hand" (bounce lands, 115.10a: no target): permanents its
 * controller chooses as it happens; else nothing is read.
 */
function chosenOwnPermanents(sentence: Sentence): Effect | undefined {
  const mark = sentence.mark;
  const counted = countedNoun(sentence);
  const own = counted?.phrase.head === 'permanent' && counted.phrase.filter.controller === 'you';
  if (
    own &&
    (sentence.accept('to', 'its', "owner's", 'hand') || sentence.accept('to', 'their', "owner's", 'hand'))
  )
    return {
      kind: 'return-chosen-to-hand',
      who: 'you',
      filter: counted.phrase.filter,
      amount: counted.count,
    };
  sentence.reset(mark);
  return undefined;
}

/**
 * "Return [this card] from your graveyard to the battlefield [tapped]" or "to your hand": an ability
 * that moves its card out of the graveyard works only there (113.6m).
 */
function returnedItself(sentence: Sentence, clause: string): Effect {
  const from = 'graveyard';
  if (sentence.accept('to', 'your', 'hand')) return { kind: 'return-to-hand', what: 'self', from };
  if (!sentence.accept('to', 'the', 'battlefield'))
    return sentence.fail('EXPECTED', `${clause}: expected where it returns`);
  const tapped = sentence.accept('tapped') ? { tapped: true as const } : {};
  return { kind: 'put-onto-battlefield', what: 'self', from, ...tapped };
}

/**
 * Whether an ability's effects, or the effects nested in them ("If you do, ..."), return its own card
 * from the graveyard (113.6m: it works only there).
 */
export function returnsItselfFromGraveyard(effects: unknown): boolean {
  if (Array.isArray(effects)) return effects.some(returnsItselfFromGraveyard);
  if (typeof effects !== 'object' || effects === null) return false;
  const { kind, from } = effects as { kind?: unknown; from?: unknown };
  if ((kind === 'return-to-hand' || kind === 'put-onto-battlefield') && from === 'graveyard') return true;
  return Object.values(effects).some(returnsItselfFromGraveyard);
}

/** 615.1a, 615.7: "prevent all [combat] damage that would be dealt [to ...] [by ...] this turn", "prevent the next N damage that would be dealt to [recipient] this turn". */
function prevent(sentence: Sentence, targets: Targets): Effect | Effect[] {
  const clause = 'prevent (615)';
  const all = preventAll(sentence, (s) => preventedParties(s, targets));
  if (all) return preventAllThisTurn(sentence, all);
  sentence.expect(clause, 'the', 'next');
  const amount = expectAmount(sentence, clause);
  sentence.expect(clause, 'damage', 'that', 'would', 'be', 'dealt', 'to');
  const { to, andEach } = recipient(sentence, targets);
  const sharing = to && sentence.accept('and') ? sharingAColor(sentence, targets, to) : [];
  sentence.expect(clause, 'this', 'turn');
  const counter = counterPerDamagePrevented(sentence);
  return {
    kind: 'prevent-damage',
    to: [...(to ? [to] : []), ...(andEach ? [andEach] : []), ...sharing],
    amount,
    duration: 'end-of-turn',
    ...(counter ? { counterPerDamagePrevented: counter } : {}),
  };
}

/**
 * 615.1a: the prevention effects of "prevent all [combat] damage that would be dealt ... this turn":
 * "to and dealt by [it]" is one on each side; with no side named and combat damage, "Fog".
 */
function preventAllThisTurn(sentence: Sentence, sides: PreventedSides<PreventedParty[]>): Effect[] {
  if (!sides.thisTurn) sentence.fail('EXPECTED', 'prevent all damage (615.1a): expected "this turn"');
  const { to, by, toAndBy, combatOnly } = sides;
  const duration = 'end-of-turn';
  const only = combatOnly ? { combatOnly: true as const } : {};
  if (toAndBy)
    return [
      { kind: 'prevent-all-damage', to: toAndBy, ...only, duration },
      { kind: 'prevent-all-damage', by: toAndBy, ...only, duration },
    ];
  if (!to && !by && combatOnly) return [{ kind: 'prevent-all-combat-damage', duration }];
  return [{ kind: 'prevent-all-damage', ...(to ? { to } : {}), ...(by ? { by } : {}), ...only, duration }];
}

/** 615.1a: who or what the damage is dealt to or by: "you", "players", "target creature", "it", "creatures you control", joined by "and". */
function preventedParties(sentence: Sentence, targets: Targets): PreventedParty[] | undefined {
  const first = preventedParty(sentence, targets);
  if (!first) return undefined;
  const parties = [first];
  for (;;) {
    const mark = sentence.mark;
    const next = sentence.accept('and') ? preventedParty(sentence, targets) : undefined;
    if (!next) {
      sentence.reset(mark);
      return parties;
    }
    parties.push(next);
  }
}

function preventedParty(sentence: Sentence, targets: Targets): PreventedParty | undefined {
  if (sentence.accept('you')) return 'you';
  if (sentence.accept('players')) return 'each-player';
  const one = object(sentence, targets);
  if (one) return one;
  // 615.1: "creatures you control", "attacking creatures": those that match as the damage would be dealt.
  const mark = sentence.mark;
  const many = nounPhrase(sentence, true);
  if (many?.head === 'permanent') return { filter: many.filter };
  sentence.reset(mark);
  const sources = sourcesPhrase(sentence);
  return sources && { filter: sources };
}

/**
 * "each other creature that shares a color with it" (105.4), after "[target creature] and": the
 * creatures sharing a color with it, which it is among ("other" is about it, not the source).
 */
function sharingAColor(sentence: Sentence, targets: Targets, to: DamageRecipient): EachObject[] {
  const clause = 'prevent (615)';
  sentence.expect(clause, 'each', 'other', 'creature', 'that', 'shares', 'a', 'color', 'with');
  const it = antecedent(sentence, targets);
  if (!it || it !== to) sentence.fail('OBJECT', `${clause}: expected "it"`);
  return [{ each: { types: ['Creature'], sharesColorWith: it } }];
}

/** 615.5: ". For each 1 damage prevented this way, put a [+1/+1] counter on that creature", but for the last period; else nothing is read. */
function counterPerDamagePrevented(sentence: Sentence): string | undefined {
  const mark = sentence.mark;
  const words = '. for each 1 damage prevented this way , put a'.split(' ');
  const counter = sentence.accept(...words) ? counterKind(sentence) : undefined;
  if (counter && sentence.accept('counter', 'on', 'that', 'creature')) return counter;
  sentence.reset(mark);
  return undefined;
}

/** An imperative clause: its subject is the spell's or ability's controller ("Destroy target creature."). */
function imperative(sentence: Sentence, targets: Targets): Effect | Effect[] | undefined {
  // 701.26 tap, untap; 701.28 transform; 710 flip; 701.8 destroy; 701.13 exile.
  if (sentence.accept('tap', 'or', 'untap'))
    return { kind: 'tap-or-untap', what: oneObject(sentence, targets, 'tap or untap') };
  for (const kind of ['tap', 'untap'] as const)
    if (sentence.accept(kind)) return { kind, what: objects(sentence, targets, `${kind} (701.26)`) };
  // 701.28a: "Transform [this permanent]".
  if (sentence.accept('transform'))
    return { kind: 'transform', what: oneObject(sentence, targets, 'transform (701.28)') };
  // 710.1a: "Flip [this permanent]" (not "flip a coin", 705).
  if (sentence.peek()?.lower === 'flip' && sentence.peek(1)?.lower !== 'a' && sentence.accept('flip'))
    return { kind: 'flip', what: oneObject(sentence, targets, 'flip (710)') };
  if (sentence.accept('exile')) return exiled(sentence, targets);
  if (sentence.accept('destroy')) return { kind: 'destroy', what: objects(sentence, targets, 'destroy') };
  // 701.19a: "Regenerate [permanent]".
  if (sentence.accept('regenerate'))
    return { kind: 'regenerate', what: oneObject(sentence, targets, 'regenerate (701.19)') };
  // 115.1: "Choose target creature.": a target the sentences after it refer to.
  if (sentence.accept('choose')) return target(sentence, targets) ? [] : undefined;
  // 701.55a: "Discover N"; 701.55b: "discover again for the same value" (the value of the trigger event).
  if (sentence.accept('discover', 'again', 'for', 'the', 'same', 'value'))
    return { kind: 'discover', amount: { triggerAmount: true } };
  if (sentence.accept('discover'))
    return { kind: 'discover', amount: expectAmountOrX(sentence, 'discover (701.55)') };
  // 701.37a, 701.37c: "Monstrosity N", "Monstrosity X" (X from the activation's cost).
  if (sentence.accept('monstrosity'))
    return {
      kind: 'designate',
      designation: 'monstrous',
      amount: expectAmountOrX(sentence, 'monstrosity (701.37)'),
    };
  // 701.22a: "Scry N".
  if (sentence.accept('scry')) return { kind: 'scry', amount: expectAmount(sentence, 'scry (701.22)') };
  const library = librarySearch(sentence) ?? libraryShuffle(sentence);
  if (library) return library;
  if (sentence.accept('put')) {
    const fromHand = handOnLibrary(sentence) ?? onLibrary(sentence, targets);
    return fromHand ? [fromHand] : counters(sentence, targets);
  }
  if (sentence.accept('remove')) return removedCounters(sentence, targets);
  if (sentence.accept('move')) return movedCounters(sentence, targets);
  // 701.34a: "Proliferate."
  if (sentence.accept('proliferate')) return { kind: 'proliferate' };
  // 701.36a: "Investigate."
  const clues = investigate(sentence);
  if (clues) return clues;
  // 701.33a: "Bolster N."
  if (sentence.accept('bolster'))
    return { kind: 'bolster', amount: expectAmountOrX(sentence, 'bolster (701.33)') };
  // 701.46a: "Venture into the dungeon."
  if (sentence.accept('venture', 'into', 'the', 'dungeon')) return { kind: 'venture' };
  if (sentence.accept('counter'))
    return { kind: 'counter', what: oneObject(sentence, targets, 'counter (701.6)') };
  // 707.10: "Copy target instant or sorcery spell[ twice]."
  if (sentence.accept('copy'))
    return {
      kind: 'copy-spell',
      what: oneObject(sentence, targets, 'copy (707.10)'),
      ...(sentence.accept('twice') ? { times: 2 } : {}),
    };
  if (sentence.accept('return')) return returned(sentence, targets);
  if (sentence.accept('create')) {
    const created =
      tokenCopy(sentence, targets) ??
      roleToken(sentence, (s) => object(s, targets)) ??
      createCreatureTokens(sentence);
    // 111.1: "it" is the token created from then on ("Sacrifice it at the beginning of the next end
    // step"), unless an object was named before ("where X is that creature's mana value").
    if (created.kind === 'create-token' && (!targets.object || targets.object === 'self'))
      targets.object = 'created-token';
    return created;
  }
  if (sentence.accept('prevent')) return prevent(sentence, targets);
  // 701.12a: "have [creature] fight [another creature]".
  const mark = sentence.mark;
  const fighter = sentence.accept('have') ? object(sentence, targets) : undefined;
  if (fighter && sentence.accept('fight')) return fight(sentence, targets, fighter);
  sentence.reset(mark);
  const shield = damageShield(sentence, targets) ?? controlEntering(sentence);
  if (shield) return shield;
  if (sentence.accept('add')) return { kind: 'add-mana', mana: manaProduction(sentence) };
  if (sentence.accept('separate')) return separatedPiles(sentence, targets);
  return blockedWithinSectors(sentence) ?? playerAction(sentence, 'you', targets);
}

/** A clause with a player, an object or nobody (the controller) as its subject; `shared`: the subject of the clause before. */
function clause(sentence: Sentence, targets: Targets, shared?: PlayerRef): Clause {
  const durationFirst = withDurationFirst(sentence, () => clause(sentence, targets, shared));
  if (durationFirst) return durationFirst;
  const forTheTurn = restriction(sentence);
  if (forTheTurn) return { effects: [forTheTurn] };
  const activation = cantActivate(sentence, targets);
  if (activation) return { effects: [activation] };
  if (shared) {
    const action = playerAction(sentence, shared, targets);
    if (action) return { effects: [action], player: shared };
  }
  const each =
    eachObject(sentence, targets) ??
    (targets.group && sentence.accept('those', 'creatures') ? targets.group : undefined);
  if (each)
    return {
      effects: objectAction(sentence, each, true) ?? sentence.fail('EFFECT', 'no effect the compiler knows'),
    };
  // 611.2c: "Non-Angel creatures you control gain indestructible ...": the objects of a kind as the effect happens.
  const mark = sentence.mark;
  const kind = objectPhrase(sentence, 'many');
  const gained = kind && objectAction(sentence, { each: kind }, true);
  if (gained) return { effects: gained };
  sentence.reset(mark);
  const player = playerPhrase(sentence, targets);
  if (player) {
    // "You destroy ...": the controller's instruction with its subject said (a mode an opponent chose).
    const action =
      playerAction(sentence, player, targets) ??
      (player === 'you' ? imperative(sentence, targets) : undefined);
    return { effects: [action ?? sentence.fail('EFFECT', 'no effect the compiler knows')].flat(), player };
  }
  const what = object(sentence, targets);
  // 120.3, 120.1: "[this] deals N damage to [recipient]"; another object that deals it is its source.
  if (what && sentence.accept('deals')) return { effects: [damage(sentence, targets, what)] };
  if (what && sentence.accept('fights')) return { effects: [fight(sentence, targets, what)] };
  if (what) {
    const spec = typeof what === 'object' && 'target' in what ? targets.specs[what.target] : undefined;
    const plural = !!spec && ((spec.count ?? 1) > 1 || !!spec.anyNumber);
    // "Two target creatures each get +1/+1": what each target gets.
    if (plural) sentence.accept('each');
    return {
      effects:
        objectAction(sentence, what, plural) ?? sentence.fail('EFFECT', 'no effect the compiler knows'),
    };
  }
  const effect = imperative(sentence, targets) ?? sentence.fail('EFFECT', 'no effect the compiler knows');
  return { effects: [effect].flat() };
}

/** 118.12a: "[effects] unless [player] pays {N}", if "unless" comes next; else the effects. */
function unlessPays(sentence: Sentence, targets: Targets, effects: Effect[]): Effect[] {
  if (!sentence.accept('unless')) return effects;
  const clause = 'unless (118.12a)';
  const who = playerPhrase(sentence, targets) ?? sentence.fail('PLAYER', `${clause}: expected who may pay`);
  sentence.expect(clause, who === 'you' ? 'pay' : 'pays');
  const mana = manaSymbols(sentence);
  // 107.3: an {X} here is the spell's own X, which the compiler does not read in a player's cost.
  if (!mana || mana.includes('{X}')) sentence.fail('COST', `${clause}: a cost the compiler does not know`);
  return [{ kind: 'unless-pay', cost: { mana }, effects, ...(who === 'you' ? {} : { who }) }];
}

/** The clauses of one sentence, joined by "and", ", then" or "then", and its period. */
function clauses(sentence: Sentence, targets: Targets): Effect[] {
  let last = clause(sentence, targets);
  const effects = unlessPays(sentence, targets, withSectorChoice(last.effects));
  while (sentence.accept(',', 'then') || sentence.accept('then') || sentence.accept('and')) {
    const payment = payAnyAmountOfEnergy(sentence, targets);
    if (payment) {
      effects.push(payment);
      break;
    }
    const thatMuch = loseThatMuchLife(sentence, effects);
    last = thatMuch ? { effects: [thatMuch], player: 'you' } : clause(sentence, targets, last.player);
    effects.push(...withSectorChoice(last.effects));
  }
  // 107.3: "..., where X is [amount]".
  if (sentence.accept(',', 'where', 'x', 'is'))
    return definingX(effects, definedAmount(sentence, targets, 'where X is (107.3)'));
  return effects;
}

/** "It can't be regenerated." (701.19c) after a destroy: the destroyed object(s) can't be regenerated. */
function cantBeRegenerated(sentence: Sentence, before: Effect[]): boolean {
  if (
    !sentence.accept('it', "can't", 'be', 'regenerated') &&
    !sentence.accept('they', "can't", 'be', 'regenerated')
  )
    return false;
  const destroyed = before.filter((effect) => effect.kind === 'destroy');
  if (!destroyed.length) sentence.fail('EFFECT', 'regenerate (701.19c): nothing destroyed before');
  for (const effect of destroyed) effect.noRegeneration = true;
  return true;
}

/** The clauses after "If this spell was kicked,", where "it" is the spell that has just named itself (120.1). */
function kickedClauses(sentence: Sentence, targets: Targets): Effect[] {
  return sentence.accept('it', 'deals') ? [damage(sentence, targets, 'self')] : clauses(sentence, targets);
}

/** 608.2c: "If it's a land card, [clauses]. Otherwise, [clauses]", about the card revealed; else nothing is read. */
function ifItIsClauses(sentence: Sentence, targets: Targets): Effect[] | undefined {
  const effect = ifItIs(sentence, targets, () => clauses(sentence, targets));
  return effect ? [effect] : undefined;
}

/** One effect sentence, its period included; fails when the words don't say an effect the grammar knows. */
export function effectSentence(
  sentence: Sentence,
  targets: Targets,
  before: Effect[] = [],
  line?: string,
): Effect[] {
  const start = sentence.mark;
  const found =
    cantBeRegenerated(sentence, before) ||
    counteredThisWay(sentence, before) ||
    twiceXInstead(sentence, before) ||
    ifExcessDamage(sentence, before, () => clauses(sentence, targets))
      ? []
      : (ifKicked(sentence, targets, kickedClauses) ??
        ifItIsClauses(sentence, targets) ??
        clauses(sentence, targets));
  const effects = delayed(sentence, start, line, found, before);
  if (!sentence.accept('.')) sentence.fail('END', 'expected the end of the sentence');
  return effects;
}

/** 107.14, 118.12: what "pay" pays: mana, energy ({E}) or life, after "pay"; or the clause fails. */
function payment(sentence: Sentence): Cost {
  const mana = manaSymbols(sentence);
  if (mana) return { mana };
  const energy = energySymbols(sentence);
  if (energy) return { energy };
  const life = fixedAmount(sentence);
  if (life !== undefined && sentence.accept('life')) return { life };
  return sentence.fail('COST', 'pay (118.12): a cost the compiler does not know');
}

/**
 * 118.12, 107.14: "pay [cost]. If you can't, [effects]." as effect sentences, after "pay": the
 * controller pays if they can; else the effects happen.
 */
function payOrElse(sentence: Sentence, targets: Targets): Effect {
  const cost = payment(sentence);
  sentence.expect('pay (118.12)', '.', 'if', 'you', "can't", ',');
  return { kind: 'pay', cost, otherwise: effectSentence(sentence, targets) };
}

/**
 * 603.12: "When you do, [effects]." after an optional payment: a reflexive triggered ability, its
 * targets its own, its text the rest of the line; undefined if it does not come next.
 */
function whenYouDo(sentence: Sentence, line: string | undefined): ReflexiveTrigger | undefined {
  if (!sentence.accept('when', 'you', 'do', ',')) return undefined;
  const at = line?.lastIndexOf('When you do,') ?? -1;
  if (at < 0) sentence.fail('EFFECT', 'reflexive (603.12): "When you do," is not in the text of the ability');
  const targets = new Targets();
  const effects: Effect[] = [];
  while (!sentence.done) effects.push(...effectSentence(sentence, targets, effects));
  return { text: line!.slice(at), targets: targets.specs, effects };
}

/** "If you do, [effects]." after a choice (608.2d), if it comes next; else no effects. */
function ifYouDo(sentence: Sentence, targets: Targets, before: Effect[]): Effect[] {
  return sentence.accept('if', 'you', 'do', ',') ? effectSentence(sentence, targets, before) : [];
}

/**
 * The effect sentences of a line (608.2c); "you may [effect]." and the "If you do, [effect]." after
 * it are one optional effect, chosen on resolution (608.2d); "you may pay [cost]. If you do, ..." a
 * payment (118.12).
 */
export function effectSentences(sentence: Sentence, targets: Targets, line?: string): Effect[] {
  const effects: Effect[] = [];
  // 705.2, 701.23d, 701.32a: the sentences that say what a coin flip's, a clash's or a vote's outcome does.
  const outcome = () => effectSentence(sentence, targets);
  while (!sentence.done) {
    // "Then [effect].": a sentence that goes on from the one before.
    if (effects.length) sentence.accept('then');
    if (tokenHas(sentence, line, effects)) continue;
    const flip = coinFlip(sentence, outcome) ?? clash(sentence, outcome) ?? vote(sentence, outcome);
    if (flip) {
      effects.push(flip);
      continue;
    }
    if (sentence.accept('pay')) {
      effects.push(payOrElse(sentence, targets));
      continue;
    }
    if (newTargetsForCopies(sentence, effects)) continue;
    if (!sentence.accept('you', 'may')) {
      const last = effects.at(-1);
      const into = last?.kind === 'pay-any-amount-of-energy' ? last.effects : effects;
      into.push(...effectSentence(sentence, targets, into, line));
      continue;
    }
    const lands = additionalLandThisTurn(sentence);
    if (lands) {
      effects.push(lands);
      continue;
    }
    if (sentence.accept('pay')) {
      const cost = payment(sentence);
      sentence.expect('pay (118.12)', '.');
      const reflexive = whenYouDo(sentence, line);
      if (reflexive) {
        effects.push({ kind: 'pay', cost, optional: true, reflexive });
        continue;
      }
      const then = ifYouDo(sentence, targets, []);
      if (!then.length) sentence.fail('EFFECT', 'pay (118.12): expected what happens if you do');
      effects.push({ kind: 'pay', cost, optional: true, then });
      continue;
    }
    const mayFlip = coinFlip(sentence, outcome) ?? clash(sentence, outcome);
    const chosen = mayFlip ? [mayFlip] : effectSentence(sentence, targets);
    chosen.push(...ifYouDo(sentence, targets, chosen));
    effects.push({ kind: 'optional', effects: chosen });
  }
  checkTokensDefined(sentence, effects);
  if (effects.some((effect) => effect.kind === 'pay-any-amount-of-energy' && !effect.effects.length))
    sentence.fail('EFFECT', 'pay (107.14): expected what the amount paid does');
  return effects;
}
