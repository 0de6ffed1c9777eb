// Static abilities (604.1) of a permanent: "Creatures you control get +1/+1.", "Other Elf creatures
// you control get +1/+1 and have forestwalk.", "Enchanted creature gets +2/+0 and has trample.",
// "As long as you control an artifact, [this creature] gets +1/+1 and has flying.", "[This
// creature] can't block.", "Enchanted creature doesn't untap during its controller's untap step.", "[This creature] can't be blocked except by Walls.", "[This creature]
// attacks each combat if able.", "Protection from red", "You control enchanted creature.", "Noncreature
// spells cost {1} more to cast." Each effect of a line is a static ability of its own (613, 611.3).
import type {
  Ability,
  Affected,
  Color,
  Condition,
  Filter,
  Keyword,
  ProtectionQuality,
  StaticEffect,
} from '@mtg/cards';
import { COLOR_NAMES, COLORS } from '@mtg/cards';
import { NotRead, type Sentence } from '../parser/sentence.js';
import { expectPowerToughness, fixedAmount } from './amounts.js';
import { quotedAbility } from './abilities.js';
import { attachedObject } from './attachments.js';
import { cantCastLine } from './cant-cast.js';
import { powerToughnessDefining } from './characteristic-defining.js';
import { condition } from './conditions.js';
import { activationCostLine } from './activation-costs.js';
import { counterLimit } from './counter-limits.js';
import { manaSymbols } from './costs.js';
import { gameRuleLine } from './game-rules.js';
import { keyword, keywordList, listOf } from './keywords.js';
import { becomesLandType } from './land-types.js';
import { objectPhrase, spellPhrase, type GrammaticalNumber } from './object-phrases.js';
import { openingHandLine } from './opening-hand.js';
import { castRestrictionLine, flashIfPaidLine } from './timing-restrictions.js';
import { itselfWordsOf, self } from './self.js';
import { affinityLine, changedMana, selfCostLine } from './self-cost.js';
import { skipLine } from './skips.js';
import { typeChange } from './type-changing.js';
import { nounPhrase } from './nouns.js';
import { triggeredKeyword } from './triggers.js';
import { untapChoiceLine } from './untap-choices.js';

const CLAUSE = 'static ability (604.1)';

/**
 * Who a static ability is about, whether its verbs are singular ("gets") or plural ("get"), and the
 * words "this [word]" names it with in an ability it has (201.5; the card's own for the card itself).
 */
interface Subject {
  affected: Affected;
  number: GrammaticalNumber;
  itself: readonly string[];
}

/** A keyword in a list of abilities, protection from a color (702.16a), or a quoted ability. */
type Granted = Keyword | { protection: ProtectionQuality } | { ability: Ability };

/**
 * 702.16a: "protection from red"; "protection from black and from red" is protection from each;
 * "protection from the chosen color" (614.12a).
 */
function protection(sentence: Sentence): Granted | undefined {
  const mark = sentence.mark;
  if (!sentence.accept('protection', 'from')) return undefined;
  if (sentence.accept('the', 'chosen', 'color')) return { protection: 'chosen-color' };
  const found = COLORS.find((c) => sentence.accept(COLOR_NAMES[c]));
  if (found) return { protection: { color: found } };
  sentence.reset(mark);
  return undefined;
}

/** "from blue", after "protection from black and": protection from one more color. */
function anotherProtection(sentence: Sentence): Granted | undefined {
  const mark = sentence.mark;
  const found = sentence.accept('from') && COLORS.find((c) => sentence.accept(COLOR_NAMES[c]));
  if (found) return { protection: { color: found } };
  sentence.reset(mark);
  return undefined;
}

/** A triggered keyword ability granted ("has flanking", 702.25a), as the ability it is. */
function grantedTriggeredKeyword(sentence: Sentence): Granted | undefined {
  const ability = triggeredKeyword(sentence);
  return ability && { ability };
}

/** A keyword ability: a keyword, or protection from a color. */
function keywordAbility(sentence: Sentence): Granted | undefined {
  return keyword(sentence) ?? protection(sentence) ?? anotherProtection(sentence);
}

/** Keyword abilities in a list: "flying", "flying and first strike", "protection from red". */
function keywordAbilities(sentence: Sentence): Granted[] | undefined {
  return listOf(sentence, keywordAbility);
}

/** The static effects of granting abilities: one for the keywords (613.1f), one per protection, one per quoted ability. */
function grants(affected: Affected, abilities: Granted[]): StaticEffect[] {
  const keywords = abilities.filter((a): a is Keyword => typeof a === 'string');
  return [
    ...(keywords.length ? [{ kind: 'grant-keywords' as const, affected, keywords }] : []),
    ...abilities.flatMap((a): StaticEffect[] => {
      if (typeof a === 'string') return [];
      if ('protection' in a) return [{ kind: 'protection', affected, from: a.protection }];
      return [{ kind: 'grant-ability', affected, ability: a.ability }];
    }),
  ];
}

/** Who the line is about: the enchanted or equipped object, the object itself, or objects of a kind. */
function subject(sentence: Sentence): Subject | undefined {
  const found = attachedObject(sentence);
  if (found) {
    const itself = found.noun === 'permanent' ? ['permanent'] : [found.noun, 'permanent'];
    return { affected: found.attached, number: 'one', itself };
  }
  if (self(sentence)) return { affected: 'self', number: 'one', itself: sentence.itself };
  // 613.1f: "Cards in graveyards" (404).
  if (sentence.accept('cards', 'in', 'graveyards'))
    return { affected: { filter: {}, zone: 'graveyard' }, number: 'many', itself: ['card'] };
  // 613.1e: every object in every zone.
  if (sentence.accept(..."all cards that aren't on the battlefield , spells , and permanents".split(' ')))
    return { affected: { filter: {}, zone: 'anywhere' }, number: 'many', itself: ['permanent'] };
  const each = eachPermanent(sentence);
  if (each) return { affected: { filter: each }, number: 'one', itself: itselfWordsOf(each) };
  const filter = objectPhrase(sentence, 'many');
  return filter && { affected: { filter }, number: 'many', itself: itselfWordsOf(filter) };
}

/** "Each noncreature artifact": each permanent of a kind, if it comes next. */
function eachPermanent(sentence: Sentence): Filter | undefined {
  const mark = sentence.mark;
  const phrase = sentence.accept('each') ? nounPhrase(sentence, false) : undefined;
  if (phrase?.head === 'permanent') return phrase.filter;
  sentence.reset(mark);
  return undefined;
}

/** A verb agreeing with the subject: "gets" or "get". */
function verb(sentence: Sentence, base: string, number: GrammaticalNumber): boolean {
  return sentence.accept(number === 'one' ? (base === 'have' ? 'has' : `${base}s`) : base);
}

/** What the subject gets, has or can't do (613.4c, 613.1f, 508.1c, 509.1b); nothing read if no verb of these comes next. */
function predicate(sentence: Sentence, about: Subject, line: string): StaticEffect[] | undefined {
  const { affected, number } = about;
  if (verb(sentence, 'get', number)) {
    const [power, toughness] = expectPowerToughness(sentence, CLAUSE);
    const more = sentence.accept('and') ? andMore(sentence, about, line) : [];
    return [{ kind: 'modify-pt', affected, power, toughness }, ...more];
  }
  if (sentence.peek()?.lower === (number === 'one' ? 'has' : 'have'))
    return hasAbilities(sentence, about, line);
  if (sentence.accept("can't", 'attack', 'or', 'block'))
    return [
      { kind: 'cant-attack', affected },
      { kind: 'cant-block', affected },
      ...andCantActivate(sentence, affected),
    ];
  if (sentence.accept("can't", 'block', 'and'))
    return [
      { kind: 'cant-block', affected },
      ...(blockingRestriction(sentence, affected) ?? expectedBlocked(sentence)),
    ];
  // 613.1f: "[objects] lose all abilities", "[objects] lose infect".
  if (verb(sentence, 'lose', number)) {
    if (sentence.accept('all', 'abilities')) return [{ kind: 'lose-all-abilities', affected }];
    const keywords = keywordList(sentence) ?? sentence.fail('KEYWORD', `${CLAUSE}: expected keywords`);
    return [{ kind: 'lose-keywords', affected, keywords }];
  }
  const limit = counterLimit(sentence, affected);
  if (limit) return [limit];
  const unblocked = blockingRestriction(sentence, affected);
  if (unblocked) return unblocked;
  if (sentence.accept("can't", 'block'))
    return [{ kind: 'cant-block', affected }, ...andCantActivate(sentence, affected)];
  // 508.1c: "[This creature] can't attack unless defending player controls an Island."
  if (sentence.accept("can't", 'attack', 'unless', 'defending', 'player', 'controls')) {
    const filter =
      objectPhrase(sentence, 'one') ?? sentence.fail('OBJECT', `${CLAUSE}: expected a permanent`);
    return [{ kind: 'cant-attack', affected, unlessDefenderControls: filter }];
  }
  if (sentence.accept("can't", 'attack'))
    return [{ kind: 'cant-attack', affected }, ...andCantActivate(sentence, affected)];
  const more = blocksAdditional(sentence, affected);
  if (more) return [more];
  if (doesntUntap(sentence, number)) return [{ kind: 'doesnt-untap', affected }];
  // 101.2: "This spell can't be countered."
  if (affected === 'self' && sentence.accept("can't", 'be', 'countered'))
    return [{ kind: 'cant-be-countered' }];
  // 508.1d: "[This creature] attacks each combat if able."
  if (verb(sentence, 'attack', number)) {
    sentence.expect(CLAUSE, 'each', 'combat', 'if', 'able');
    return [{ kind: 'attacks-each-combat', affected }];
  }
  const landType = becomesLandType(sentence, affected, number) ?? typeChange(sentence, affected, number);
  if (landType) return landType;
  // 509.1b: "[This creature] can block only creatures with flying."
  if (affected === 'self' && sentence.accept('can', 'block', 'only', 'creatures', 'with')) {
    const only = keyword(sentence) ?? sentence.fail('KEYWORD', `${CLAUSE}: expected a keyword`);
    return [{ kind: 'can-block-only', keyword: only }];
  }
  return undefined;
}

/**
 * 602.5: "..., and its activated abilities can't be activated" after what the object an Aura or
 * Equipment is attached to can't do (Arrest), if these words come next; else nothing is read.
 */
function andCantActivate(sentence: Sentence, affected: Affected): StaticEffect[] {
  if (affected !== 'enchanted' && affected !== 'equipped') return [];
  const words = [',', 'and', 'its', 'activated', 'abilities', "can't", 'be', 'activated'];
  return sentence.accept(...words) ? [{ kind: 'cant-activate-abilities', affected }] : [];
}

/**
 * 509.1a: "can block an additional creature each combat", "can block an additional seven creatures
 * each combat", "can block any number of creatures"; nothing read if "can block" does not come next.
 */
function blocksAdditional(sentence: Sentence, affected: Affected): StaticEffect | undefined {
  const mark = sentence.mark;
  if (!sentence.accept('can', 'block')) return undefined;
  if (sentence.accept('any', 'number', 'of', 'creatures'))
    return { kind: 'can-block-additional', affected, amount: 'any' };
  if (sentence.accept('an', 'additional')) {
    const amount = fixedAmount(sentence);
    if (sentence.accept(amount ? 'creatures' : 'creature', 'each', 'combat'))
      return { kind: 'can-block-additional', affected, amount: amount ?? 1 };
  }
  sentence.reset(mark);
  return undefined;
}

/**
 * After "gets +N/+M and": "has [abilities]", "doesn't untap during its controller's untap step" or
 * "can block an additional creature each combat".
 */
function andMore(sentence: Sentence, about: Subject, line: string): StaticEffect[] {
  if (doesntUntap(sentence, about.number)) return [{ kind: 'doesnt-untap', affected: about.affected }];
  const more = blocksAdditional(sentence, about.affected);
  if (more) return [more];
  return hasAbilities(sentence, about, line);
}

/**
 * 502.3: "doesn't untap during your untap step" (of the object itself), "doesn't untap during its
 * controller's untap step", "don't untap during their controllers' untap steps"; not "your next untap step".
 */
function doesntUntap(sentence: Sentence, number: GrammaticalNumber): boolean {
  if (number === 'many')
    return sentence.accept("don't", 'untap', 'during', 'their', "controllers'", 'untap', 'steps');
  const mark = sentence.mark;
  if (!sentence.accept("doesn't", 'untap', 'during')) return false;
  if ((sentence.accept('your') || sentence.accept('its', "controller's")) && sentence.accept('untap', 'step'))
    return true;
  sentence.reset(mark);
  return false;
}

/** Plural object phrases joined by "and/or" ("artifact creatures and/or black creatures"), or the clause fails. */
function blockers(sentence: Sentence): Filter[] {
  const found: Filter[] = [];
  do found.push(objectPhrase(sentence, 'many') ?? sentence.fail('OBJECT', `${CLAUSE}: expected creatures`));
  while (sentence.accept('and', '/', 'or'));
  return found;
}

/**
 * 509.1b: "can't be blocked", "can't be blocked by Walls", "can't be blocked except by artifact
 * creatures and/or black creatures"; nothing read if "can't be blocked" does not come next.
 */
function blockingRestriction(sentence: Sentence, affected: Affected): StaticEffect[] | undefined {
  if (!sentence.accept("can't", 'be', 'blocked')) return undefined;
  if (sentence.accept('except', 'by'))
    return [{ kind: 'cant-be-blocked', affected, except: blockers(sentence) }];
  if (sentence.accept('by')) {
    const by = objectPhrase(sentence, 'many') ?? sentence.fail('OBJECT', `${CLAUSE}: expected creatures`);
    return [{ kind: 'cant-be-blocked', affected, by }];
  }
  return [{ kind: 'cant-be-blocked', affected }];
}

/** "can't be blocked" after "can't block and", or the clause fails. */
function expectedBlocked(sentence: Sentence): never {
  return sentence.fail('EXPECTED', `${CLAUSE}: expected "can't be blocked"`);
}

/** 'has flying and protection from red', 'has "{T}: Add {G}."'. */
function hasAbilities(
  sentence: Sentence,
  { affected, number, itself }: Subject,
  line: string,
): StaticEffect[] {
  if (!verb(sentence, 'have', number)) sentence.fail('EXPECTED', `${CLAUSE}: expected "has"`);
  const quoted = (s: Sentence) => {
    const ability = quotedAbility(s, line, { named: affected === 'self', itself });
    return ability && { ability };
  };
  const abilities = listOf(sentence, (s) => keywordAbility(s) ?? grantedTriggeredKeyword(s) ?? quoted(s));
  return grants(affected, abilities ?? sentence.fail('KEYWORD', `${CLAUSE}: expected keywords`));
}

/** "as long as [condition]" (611.3b), or the clause fails. */
function asLongAs(sentence: Sentence): Condition {
  return (
    condition(sentence) ?? sentence.fail('CONDITION', `${CLAUSE}: a condition the compiler does not know`)
  );
}

/** The line's end: its period (inside the quotation marks after a quoted ability), and nothing after it. */
function end(sentence: Sentence): void {
  const quoted = sentence.peek(-1)?.text === '"';
  if (!(quoted && sentence.done) && (!sentence.accept('.') || !sentence.done))
    sentence.fail('END', `${CLAUSE}: expected the end of the line`);
}

/**
 * "[Subject] [predicate] [as long as ...]." or "As long as ..., [subject] [predicate]." The object
 * itself gets or has something only as long as a condition holds (else it would be its printed
 * characteristics). A line about objects of a kind may be a spell's effect instead ("Creatures you
 * control get +1/+1 until end of turn."): when it is not read whole, nothing is.
 */
function continuousEffectLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  let when: Condition | undefined;
  if (sentence.accept('as', 'long', 'as')) {
    when = asLongAs(sentence);
    sentence.expect(CLAUSE, ',');
  }
  // "As long as [this] is monstrous, it has ...": after a condition, "it" is the object itself.
  const about =
    when && sentence.accept('it')
      ? { affected: 'self' as const, number: 'one' as const, itself: sentence.itself }
      : subject(sentence);
  if (!about) {
    sentence.reset(mark);
    return undefined;
  }
  try {
    const effects = predicate(sentence, about, text);
    if (!effects) {
      sentence.reset(mark);
      return undefined;
    }
    if (!when && sentence.accept('as', 'long', 'as')) when = asLongAs(sentence);
    const changesItself = effects.some((e) => e.kind === 'modify-pt' || e.kind === 'grant-keywords');
    if (about.affected === 'self' && changesItself && !when)
      sentence.fail('CONDITION', `${CLAUSE}: the object itself changes only as long as a condition holds`);
    end(sentence);
    return effects.map((effect) => ({ kind: 'static', text, effect, ...(when ? { condition: when } : {}) }));
  } catch (error) {
    if (!(error instanceof NotRead) || typeof about.affected !== 'object') throw error;
    sentence.reset(mark);
    return undefined;
  }
}

/** A keyword line with protection in it (702.16a): "Protection from red", "Flying, protection from black". */
function protectionLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  const abilities = keywordAbilities(sentence);
  if (!abilities || !sentence.done || abilities.every((a) => typeof a === 'string')) {
    sentence.reset(mark);
    return undefined;
  }
  return abilities.map((a) =>
    typeof a === 'string'
      ? { kind: 'keyword', keyword: a }
      : { kind: 'static', text, effect: grants('self', [a])[0]! },
  );
}

/** 702.12b: "[This creature] is indestructible.": a keyword it has, stated as a sentence. */
function isKeywordLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  const found = self(sentence) && sentence.accept('is') ? keyword(sentence) : undefined;
  if (found && sentence.accept('.') && sentence.done)
    return [
      { kind: 'static', text, effect: { kind: 'grant-keywords', affected: 'self', keywords: [found] } },
    ];
  sentence.reset(mark);
  return undefined;
}

/** 303.4e, 613.1b: "You control enchanted creature." */
function controlLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  if (
    sentence.accept('you', 'control') &&
    attachedObject(sentence)?.attached === 'enchanted' &&
    sentence.accept('.') &&
    sentence.done
  )
    return [{ kind: 'static', text, effect: { kind: 'control', affected: 'enchanted' } }];
  sentence.reset(mark);
  return undefined;
}

/** 105.2: "black spells and green spells": the spells of any one of those colors; else nothing is read. */
function spellsOfColors(sentence: Sentence): Filter | undefined {
  const mark = sentence.mark;
  const anyOfColors: Color[] = [];
  do {
    const color = COLORS.find((c) => sentence.accept(COLOR_NAMES[c], 'spells'));
    if (!color) {
      sentence.reset(mark);
      return undefined;
    }
    anyOfColors.push(color);
  } while (sentence.accept('and'));
  if (anyOfColors.length > 1) return { anyOfColors };
  sentence.reset(mark);
  return undefined;
}

/** 601.2f: "[Spells] [you cast] cost {N} more (less) to cast.", "[Spells] cost {W}{B} less to cast." */
function costLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  const spells = spellsOfColors(sentence) ?? spellPhrase(sentence, 'many');
  if (!spells || spells.other) {
    sentence.reset(mark);
    return undefined;
  }
  if (sentence.accept('you', 'cast')) spells.controller = 'you';
  else if (sentence.accept('your', 'opponents', 'cast')) spells.controller = 'opponent';
  const mana = sentence.accept('cost') ? manaSymbols(sentence) : undefined;
  if (mana === undefined) {
    sentence.reset(mark);
    return undefined;
  }
  const more = sentence.accept('more');
  if (!more && !sentence.accept('less')) sentence.fail('EXPECTED', `${CLAUSE}: expected "more" or "less"`);
  sentence.expect(CLAUSE, 'to', 'cast');
  // 601.2f: an increase (of generic mana, or of colored mana too), or a reduction of generic mana.
  const change = more || /^(\{\d+\})+$/.test(mana) ? changedMana(mana, more) : undefined;
  if (change) {
    end(sentence);
    return [{ kind: 'static', text, effect: { kind: 'cost-modification', spells, ...change } }];
  }
  // 118.7: a reduction by colored mana, perhaps of that mana only.
  sentence.expect(CLAUSE, '.');
  const only = sentence.accept(
    'this',
    'effect',
    'reduces',
    'only',
    'the',
    'amount',
    'of',
    'colored',
    'mana',
    'you',
    'pay',
  );
  end(sentence);
  return [
    {
      kind: 'static',
      text,
      effect: { kind: 'cost-reduction', spells, mana, ...(only ? { only: 'colored' as const } : {}) },
    },
  ];
}

/** A static ability line, read whole; else nothing is read (or, once it is plainly one, it fails saying why). */
export function staticLine(sentence: Sentence, text: string): Ability[] | undefined {
  const defining = powerToughnessDefining(sentence, text);
  if (defining) return [defining];
  return (
    protectionLine(sentence, text) ??
    controlLine(sentence, text) ??
    isKeywordLine(sentence, text) ??
    gameRuleLine(sentence, text) ??
    activationCostLine(sentence, text) ??
    skipLine(sentence, text) ??
    untapChoiceLine(sentence, text) ??
    openingHandLine(sentence, text) ??
    castRestrictionLine(sentence, text) ??
    flashIfPaidLine(sentence, text) ??
    costLine(sentence, text) ??
    selfCostLine(sentence, text) ??
    affinityLine(sentence, text) ??
    cantCastLine(sentence, text) ??
    continuousEffectLine(sentence, text)
  );
}
