// Replacement effects of static abilities (614.1a): "If [event] would happen, [another] instead."
// Damage doubled (Furnace of Rath), counters and tokens multiplied or increased (Doubling Season,
// Hardened Scales), a zone change replaced (Darksteel Colossus, Rest in Peace), a draw replaced
// (Thought Reflection, Laboratory Maniac, Blood Scrivener), life gained lost instead (Tainted
// Remedy); and damage redirected (614.9: "All damage that would be dealt to you is dealt to equipped
// creature instead.").
import type { Ability, Affected, Filter, Replacement } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { counterKind } from './counters.js';
import { objectPhrase, type GrammaticalNumber } from './object-phrases.js';
import { preventAll, sourcesPhrase } from './prevention.js';
import { self } from './self.js';

const CLAUSE = 'replacement effect (614.1a)';

/** 614.1a: "a source" (any) or "a creature you control" would deal damage, dealt twice instead. */
function doubledDamage(sentence: Sentence): Replacement | undefined {
  const filter = sentence.accept('a', 'source') ? {} : objectPhrase(sentence, 'one');
  const to = ['to', 'a', 'permanent', 'or', 'player', ','];
  if (!filter || !sentence.accept('would', 'deal', 'damage', ...to)) return undefined;
  sentence.expect(
    CLAUSE,
    'it',
    'deals',
    'double',
    'that',
    'damage',
    'to',
    'that',
    'permanent',
    'or',
    'player',
    'instead',
  );
  return { event: 'damage', source: { filter }, multiply: 2 };
}

/** A permanent counters would be put on ("a creature you control"), or the clause fails. */
function counted(sentence: Sentence): Affected {
  const filter = objectPhrase(sentence, 'one') ?? sentence.fail('OBJECT', `${CLAUSE}: expected a permanent`);
  sentence.expect(CLAUSE, ',');
  return { filter };
}

/** 614.1a, 122.6: "one or more +1/+1 counters would be put on [permanent], that many plus one ... instead". */
function moreCounters(sentence: Sentence): Replacement | undefined {
  const mark = sentence.mark;
  const counter = sentence.accept('one', 'or', 'more') ? counterKind(sentence) : undefined;
  if (!counter || !sentence.accept('counters', 'would', 'be', 'put', 'on')) {
    sentence.reset(mark);
    return undefined;
  }
  const on = counted(sentence);
  sentence.expect(CLAUSE, 'that', 'many', 'plus', 'one');
  if (counterKind(sentence) !== counter) sentence.fail('COUNTER', `${CLAUSE}: expected the same counters`);
  sentence.expect(CLAUSE, 'counters', 'are', 'put', 'on', 'it', 'instead');
  return { event: 'counters', on, counter, plus: 1 };
}

/** 614.1a: "an effect would create one or more tokens ... / put one or more counters on ..., twice that many instead". */
function byAnEffect(sentence: Sentence): Replacement | undefined {
  if (!sentence.accept('an', 'effect', 'would')) return undefined;
  if (sentence.accept('create', 'one', 'or', 'more', 'tokens', 'under', 'your', 'control', ',')) {
    sentence.expect(CLAUSE, 'it', 'creates', 'twice', 'that', 'many', 'of', 'those', 'tokens', 'instead');
    return { event: 'tokens', multiply: 2 };
  }
  sentence.expect(CLAUSE, 'put', 'one', 'or', 'more', 'counters', 'on');
  const on = counted(sentence);
  sentence.expect(
    CLAUSE,
    'it',
    'puts',
    'twice',
    'that',
    'many',
    'of',
    'those',
    'counters',
    'on',
    'that',
    'permanent',
    'instead',
  );
  return { event: 'counters', on, multiply: 2, byEffect: true };
}

/** 614.1a: "[this] would be put into a graveyard from anywhere, reveal [this] and shuffle it into its owner's library". */
function toLibraryInstead(sentence: Sentence): Replacement | undefined {
  const mark = sentence.mark;
  if (
    !self(sentence) ||
    !sentence.accept('would', 'be', 'put', 'into', 'a', 'graveyard', 'from', 'anywhere', ',')
  ) {
    sentence.reset(mark);
    return undefined;
  }
  sentence.expect(CLAUSE, 'reveal');
  if (!self(sentence)) sentence.fail('OBJECT', `${CLAUSE}: expected this object`);
  sentence.expect(CLAUSE, 'and', 'shuffle', 'it', 'into', 'its', "owner's", 'library', 'instead');
  return {
    event: 'zone-change',
    object: 'self',
    to: 'graveyard',
    instead: { to: 'library', position: 'shuffle', reveal: true },
  };
}

/**
 * 121.1, 614.11: "you would draw a card [while your library has no cards in it / while you have no
 * cards in hand], [you win the game / draw two cards / exile the top card of your library face down]
 * instead", "..., instead you draw two cards and you lose 1 life", after "if".
 */
function draw(sentence: Sentence): Replacement | undefined {
  if (!sentence.accept('you', 'would', 'draw', 'a', 'card')) return undefined;
  const libraryEmpty = sentence.accept('while', 'your', 'library', 'has', 'no', 'cards', 'in', 'it');
  const handEmpty = !libraryEmpty && sentence.accept('while', 'you', 'have', 'no', 'cards', 'in', 'hand');
  sentence.expect(CLAUSE, ',');
  const when = libraryEmpty ? { libraryEmpty } : handEmpty ? { handEmpty } : {};
  // 104.2a
  if (sentence.accept('you', 'win', 'the', 'game', 'instead'))
    return { event: 'draw', instead: { win: true }, ...when };
  if (sentence.accept('exile', 'the', 'top', 'card', 'of', 'your', 'library', 'face', 'down', 'instead'))
    return { event: 'draw', instead: { exileTopCard: { faceDown: true } }, ...when };
  if (sentence.accept('instead', 'you', 'draw', 'two', 'cards', 'and', 'you', 'lose', '1', 'life'))
    return { event: 'draw', instead: { multiply: 2, loseLife: 1 }, ...when };
  sentence.expect(CLAUSE, 'draw');
  const multiply = fixedAmount(sentence);
  if (!multiply || multiply < 2) return sentence.fail('AMOUNT', `${CLAUSE}: expected how many cards`);
  sentence.expect(CLAUSE, 'cards', 'instead');
  return { event: 'draw', instead: { multiply }, ...when };
}

/** 119.10: "an opponent would gain life, that player loses that much life instead", after "if". */
function gainLife(sentence: Sentence): Replacement | undefined {
  const who = sentence.accept('an', 'opponent') ? 'opponent' : sentence.accept('you') ? 'you' : undefined;
  if (!who || !sentence.accept('would', 'gain', 'life', ',')) return undefined;
  sentence.expect(CLAUSE, ...(who === 'you' ? ['you', 'lose'] : ['that', 'player', 'loses']));
  sentence.expect(CLAUSE, 'that', 'much', 'life', 'instead');
  return { event: 'gain-life', who, instead: 'lose-life' };
}

/** 400.1: "a card", "a card or token": whose card goes to a graveyard; else nothing is read. */
function goingToGraveyard(sentence: Sentence): Filter | undefined {
  const mark = sentence.mark;
  if (!sentence.accept('a', 'card')) return undefined;
  // 111.7: a token goes to the graveyard too, then ceases to exist.
  const tokens = sentence.accept('or', 'token');
  if (!sentence.accept('would', 'be', 'put', 'into')) {
    sentence.reset(mark);
    return undefined;
  }
  if (sentence.accept('a', 'graveyard')) return tokens ? {} : { token: false };
  if (!tokens && sentence.accept('an', "opponent's", 'graveyard')) return { owner: 'opponent', token: false };
  sentence.reset(mark);
  return undefined;
}

/** 614.1a: "[a card] would be put into a graveyard from anywhere, exile it instead", after "if". */
function toGraveyard(sentence: Sentence): Replacement | undefined {
  const filter = goingToGraveyard(sentence);
  if (!filter) return undefined;
  sentence.expect(CLAUSE, 'from', 'anywhere', ',', 'exile', 'it', 'instead');
  return { event: 'zone-change', object: { filter }, to: 'graveyard', instead: { to: 'exile' } };
}

/**
 * 614.9: "All damage that would be dealt to you [or another permanent you control] is dealt to [this
 * creature / equipped creature] instead."; else nothing is read.
 */
function redirection(sentence: Sentence): Replacement | undefined {
  if (!sentence.accept('all', 'damage', 'that', 'would', 'be', 'dealt', 'to', 'you')) return undefined;
  const permanents = sentence.accept('or', 'another', 'permanent', 'you', 'control');
  sentence.expect(CLAUSE, 'is', 'dealt', 'to');
  const equipped = sentence.accept('equipped', 'creature');
  if (!equipped && !self(sentence)) sentence.fail('OBJECT', `${CLAUSE}: expected what is dealt the damage`);
  sentence.expect(CLAUSE, 'instead');
  return {
    event: 'damage-redirect',
    toYou: true,
    ...(permanents ? { toPermanents: { controller: 'you', other: true } } : {}),
    ...(equipped ? { to: 'equipped' } : {}),
  };
}

/** 615.1a: who or what a static ability's prevention is about: "you", this permanent, "enchanted creature", "creatures you control". */
function preventedAffected(
  sentence: Sentence,
  number: GrammaticalNumber = 'many',
): Affected | 'you' | undefined {
  if (sentence.accept('you')) return 'you';
  if (self(sentence)) return 'self';
  if (sentence.accept('enchanted', 'creature')) return 'enchanted';
  if (sentence.accept('equipped', 'creature')) return 'equipped';
  const filter = objectPhrase(sentence, number) ?? sourcesPhrase(sentence);
  return filter && { filter };
}

/**
 * 615.1a, 615.9, 615.5: "damage would be dealt to [this creature], prevent that damage", "a source
 * would deal damage to you, prevent 1 of that damage", then "Put a -1/-1 counter on [this creature]
 * for each 1 damage prevented this way", after "if"; else nothing is read.
 */
function preventedIf(sentence: Sentence): Replacement | undefined {
  const mark = sentence.mark;
  const event =
    sentence.accept('damage', 'would', 'be', 'dealt', 'to') ||
    sentence.accept('a', 'source', 'would', 'deal', 'damage', 'to');
  const to = event ? preventedAffected(sentence, 'one') : undefined;
  if (!to || !sentence.accept(',', 'prevent')) {
    sentence.reset(mark);
    return undefined;
  }
  const all = sentence.accept('that', 'damage');
  const amount = all
    ? undefined
    : (fixedAmount(sentence) ?? sentence.fail('AMOUNT', `${CLAUSE}: expected an amount`));
  if (!all) sentence.expect(CLAUSE, 'of', 'that', 'damage');
  const counters = counterPerDamagePrevented(sentence, to);
  return {
    event: 'prevent-damage',
    to,
    ...(amount !== undefined ? { amount } : {}),
    ...(counters ? { counters } : {}),
  };
}

/** 615.5: ". Put a [counter] counter on [this creature / that creature] for each 1 damage prevented this way", but for the last period; else nothing is read. */
function counterPerDamagePrevented(sentence: Sentence, to: Affected | 'you'): string | undefined {
  const mark = sentence.mark;
  const counter = sentence.accept('.', 'put', 'a') ? counterKind(sentence) : undefined;
  const on = counter !== undefined && sentence.accept('counter', 'on');
  const recipient = on && ((to === 'self' && self(sentence)) || sentence.accept('that', 'creature'));
  if (recipient && sentence.accept('for', 'each', '1', 'damage', 'prevented', 'this', 'way')) return counter;
  sentence.reset(mark);
  return undefined;
}

/**
 * 615.1a: "Prevent all [combat] damage that would be dealt to [this creature] by artifact creatures.",
 * "... to and dealt by enchanted creature." (one ability on each side); else nothing is read.
 */
function prevention(sentence: Sentence): Replacement[] | undefined {
  const mark = sentence.mark;
  const sides = sentence.accept('prevent') ? preventAll(sentence, preventedAffected) : undefined;
  const by = sides?.by === 'you' ? undefined : sides?.by;
  const ends = sentence.peek()?.text === '.';
  if (!sides || !ends || sides.thisTurn || by !== sides.by || sides.toAndBy === 'you') {
    sentence.reset(mark);
    return undefined;
  }
  const { to, toAndBy } = sides;
  const only = sides.combatOnly ? { combatOnly: true as const } : {};
  if (toAndBy)
    return [
      { event: 'prevent-damage', to: toAndBy, ...only },
      { event: 'prevent-damage', by: toAndBy, ...only },
    ];
  return [{ event: 'prevent-damage', ...(to ? { to } : {}), ...(by ? { by } : {}), ...only }];
}

/** 702.89a-b: "Umbra armor", or "Totem armor" as older cards name it, the whole line; else nothing is read. */
function umbraArmor(sentence: Sentence): Replacement | undefined {
  const mark = sentence.mark;
  const armor = (sentence.accept('umbra') || sentence.accept('totem')) && sentence.accept('armor');
  if (armor && sentence.done) return { event: 'umbra-armor' };
  sentence.reset(mark);
  return undefined;
}

/** "If ..., ... instead.", "All damage that would be dealt to you ... instead." or "Prevent all damage ..." as a whole line; else nothing is read. */
export function replacementLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  const armor = umbraArmor(sentence);
  if (armor) return [{ kind: 'replacement', text, replacement: armor }];
  const prevented = prevention(sentence);
  if (prevented) {
    if (!sentence.accept('.') || !sentence.done)
      sentence.fail('END', `${CLAUSE}: expected the end of the line`);
    return prevented.map((replacement) => ({ kind: 'replacement', text, replacement }));
  }
  const replacement = sentence.accept('if')
    ? (preventedIf(sentence) ??
      doubledDamage(sentence) ??
      moreCounters(sentence) ??
      byAnEffect(sentence) ??
      toLibraryInstead(sentence) ??
      draw(sentence) ??
      gainLife(sentence) ??
      toGraveyard(sentence))
    : redirection(sentence);
  if (!replacement) {
    sentence.reset(mark);
    return undefined;
  }
  if (!sentence.accept('.') || !sentence.done)
    sentence.fail('END', `${CLAUSE}: expected the end of the line`);
  // 113.6b: "[this] would be put into a graveyard from anywhere" works in every zone.
  const anywhere =
    replacement.event === 'zone-change' && replacement.object === 'self' ? { zone: 'anywhere' as const } : {};
  return [{ kind: 'replacement', text, replacement, ...anywhere }];
}
