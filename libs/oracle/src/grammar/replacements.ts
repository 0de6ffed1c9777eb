// Replacement effects of static abilities (614.1a, 614.9): "If you would draw a card, draw two cards
// instead.", "If you would draw a card while your library has no cards in it, you win the game
// instead.", "If an opponent would gain life, that player loses that much life instead.", "If a card
// or token would be put into a graveyard from anywhere, exile it instead.", "All damage that would be
// dealt to you is dealt to equipped creature instead."
import type { Ability, Filter, Replacement } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { self } from './self.js';

const CLAUSE = 'replacement (614.1a)';

/** 121.1, 614.11: "you would draw a card [while your library has no cards in it], [instead]", after "if". */
function draw(sentence: Sentence): Replacement | undefined {
  if (!sentence.accept('you', 'would', 'draw', 'a', 'card')) return undefined;
  const libraryEmpty = sentence.accept('while', 'your', 'library', 'has', 'no', 'cards', 'in', 'it');
  sentence.expect(CLAUSE, ',');
  const empty = libraryEmpty ? { libraryEmpty } : {};
  // 104.2a
  if (sentence.accept('you', 'win', 'the', 'game', 'instead'))
    return { event: 'draw', instead: { win: true }, ...empty };
  sentence.expect(CLAUSE, 'draw');
  const multiply = fixedAmount(sentence);
  if (!multiply || multiply < 2) return sentence.fail('AMOUNT', `${CLAUSE}: expected how many cards`);
  sentence.expect(CLAUSE, 'cards', 'instead');
  return { event: 'draw', instead: { multiply }, ...empty };
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

/** A replacement effect's line, read whole; else nothing is read. */
export function replacementLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  const replacement = sentence.accept('if')
    ? (draw(sentence) ?? gainLife(sentence) ?? toGraveyard(sentence))
    : redirection(sentence);
  if (!replacement) {
    sentence.reset(mark);
    return undefined;
  }
  if (!sentence.accept('.') || !sentence.done)
    sentence.fail('END', `${CLAUSE}: expected the end of the line`);
  return [{ kind: 'replacement', text, replacement }];
}
