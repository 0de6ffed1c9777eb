// Face-down spells and permanents (708): what they are while face down, whatever card they are.
import type { TokenDefinition } from '@mtg/cards';
import type { CopiableValues, GameObject, ZoneName } from './game-state.js';

/** 708.2a: a 2/2 face-down creature with no text, no name, no subtypes and no mana cost (and so colorless, 202.2). */
const FACE_DOWN_CREATURE: TokenDefinition = Object.freeze({
  name: '',
  colors: [],
  types: ['Creature'],
  subtypes: [],
  power: 2,
  toughness: 2,
}) as TokenDefinition;

/**
 * 708.2, 707.2: the copiable values of a face-down spell or permanent are the characteristics the
 * rules of morph give it; a copy of one is a face-up 2/2 creature with no name and no abilities.
 */
export const FACE_DOWN_VALUES: CopiableValues = Object.freeze({ name: '', token: FACE_DOWN_CREATURE });

/**
 * A face-down spell or permanent (708.2): on the stack or the battlefield. A card exiled face down
 * (406.3) keeps its characteristics for the rules; only the players can't look at it.
 */
export const isFaceDown = (object: GameObject): boolean =>
  !!object.faceDown && (object.zone === 'stack' || object.zone === 'battlefield');

/** The zones a card may be face down in: exile (406.3), the stack and the battlefield (708.2). */
export const mayBeFaceDownIn = (zone: ZoneName): boolean =>
  zone === 'exile' || zone === 'stack' || zone === 'battlefield';

/** What every player may call a face-down spell or permanent (708.2a: it has no name; 708.5). */
export const FACE_DOWN_NAME = 'a face-down creature';

/** An object's name as a decision shown to every player may say it: none for a face-down one (708.5). */
export const publicName = (object: GameObject): string => (isFaceDown(object) ? FACE_DOWN_NAME : object.name);
