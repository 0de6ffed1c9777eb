// Replacement effects of static abilities (614.1a): "If [event] would happen, [another] instead."
// Damage doubled (Furnace of Rath), counters and tokens multiplied or increased (Doubling Season,
// Hardened Scales), a zone change replaced (Darksteel Colossus), a draw replaced (Blood Scrivener).
import type { Ability, Affected, Replacement } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { counterKind } from './counters.js';
import { objectPhrase } from './object-phrases.js';
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

/** 614.11: "you would draw a card [while you have no cards in hand], instead you draw two cards and you lose 1 life" / "exile the top card of your library face down instead". */
function drawInstead(sentence: Sentence): Replacement | undefined {
  if (!sentence.accept('you', 'would', 'draw', 'a', 'card')) return undefined;
  const handEmpty = sentence.accept('while', 'you', 'have', 'no', 'cards', 'in', 'hand');
  sentence.expect(CLAUSE, ',');
  const when = handEmpty ? { handEmpty } : {};
  if (sentence.accept('exile', 'the', 'top', 'card', 'of', 'your', 'library', 'face', 'down', 'instead'))
    return { event: 'draw', instead: { exileTopCard: { faceDown: true } }, ...when };
  sentence.expect(CLAUSE, 'instead', 'you', 'draw', 'two', 'cards', 'and', 'you', 'lose', '1', 'life');
  return { event: 'draw', instead: { multiply: 2, loseLife: 1 }, ...when };
}

/** "If ..., ... instead." as a whole line; else nothing is read. */
export function replacementLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  if (!sentence.accept('if')) return undefined;
  const replacement =
    doubledDamage(sentence) ??
    moreCounters(sentence) ??
    byAnEffect(sentence) ??
    toLibraryInstead(sentence) ??
    drawInstead(sentence);
  if (!replacement) {
    sentence.reset(mark);
    return undefined;
  }
  if (!sentence.accept('.') || !sentence.done)
    sentence.fail('END', `${CLAUSE}: expected the end of the line`);
  const anywhere = replacement.event === 'zone-change' ? { zone: 'anywhere' as const } : {};
  return [{ kind: 'replacement', text, replacement, ...anywhere }];
}
