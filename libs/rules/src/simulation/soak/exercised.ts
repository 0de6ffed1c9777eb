// The IR node kinds a game ran, read from its events (issue 16, item 4): an ability's effects ran
// when it resolved (not when it was countered or lost its targets), its cost when it was activated,
// its trigger and intervening "if" when it triggered; a mana ability ran when its source added mana;
// a permanent's static abilities and keywords ran when it entered the battlefield, a spell's
// casting abilities (kicker, flash, delve, ...) when it was cast; morph when a permanent was turned
// face up; a replacement effect when it applied. What the engine does with a node is not looked into: a node kind is exercised when an
// ability holding it, as `abilityKinds(..., 'run')` reaches it, ran once.
import type { Ability, ManaType } from '@mtg/cards';
import type { GameEvent } from '../../data/events/game-event.js';
import type { RulesContext } from '../../data/state/context.js';
import type { GameObject, GameState, ObjectId } from '../../data/state/game-state.js';
import { objectOf } from '../../data/state/objects.js';
import { definitionOf } from '../../layers/definition.js';
import { stackAbility as abilityOnStack } from '../../resolution/resolve.js';
import { chosenModes } from '../../targets/targets.js';
import { abilityKinds, effectKinds, type IrKind } from './ir-kinds.js';

/** The abilities a card has as a spell being cast (601.2), besides its spell ability. */
const CASTING: ReadonlySet<Ability['kind']> = new Set([
  'keyword',
  'kicker',
  'alternative-cost',
  'delve',
  'jump-start',
  'flashback',
  'buyback',
  'replicate',
  'convoke',
  'additional-cost',
  'entwine',
  'fuse',
  'rebound',
]);
/** The abilities a face-down permanent turned face up ran (702.37e: its morph cost was paid). */
const TURNED_FACE_UP: ReadonlySet<Ability['kind']> = new Set(['morph']);
/** The abilities that apply while a permanent is on the battlefield. */
const ON_BATTLEFIELD: ReadonlySet<Ability['kind']> = new Set(['keyword', 'static', 'enchant', 'max-speed']);

/** Every mana type one mana of "any color" may be (106.1b). */
const ANY_COLOR: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G'];

/**
 * Watches the commands of games (`observe`, called with each accepted command's states and events)
 * and gathers the kinds their abilities ran into `kinds`. Resolutions may span commands (a decision
 * asked while resolving): what each object on the stack began to resolve is kept until it finishes.
 */
export class ExercisedKinds {
  readonly kinds = new Set<IrKind>();
  private readonly resolving = new Map<ObjectId, () => void>();

  constructor(private readonly ctx: RulesContext) {}

  observe(before: GameState, events: readonly GameEvent[], after: GameState): void {
    for (const event of events) this.event(before, event, after);
  }

  private event(before: GameState, event: GameEvent, after: GameState): void {
    switch (event.type) {
      case 'ResolutionBegan':
        return this.beginResolution(objectIn(before, after, event.object));
      case 'AbilityResolved':
        return this.finishResolution(event.object);
      case 'ZoneChanged':
        if (event.from === 'stack' && event.reason === 'resolve') this.finishResolution(event.object);
        if (event.to === 'battlefield' && event.newObject)
          this.abilitiesOf(objectIn(after, before, event.newObject), ON_BATTLEFIELD);
        return;
      case 'SpellCast':
        return this.cast(objectIn(after, before, event.object));
      case 'TurnedFaceUp':
        return this.abilitiesOf(objectIn(after, before, event.object), TURNED_FACE_UP);
      case 'AbilityActivated':
      case 'AbilityTriggered':
        return this.stackAbility(objectIn(after, before, event.object), event.type);
      case 'ManaAdded':
        return this.manaAdded(objectIn(before, after, event.source), event.mana);
      case 'ReplacementApplied':
        return this.replaced(objectIn(before, after, event.effect.source), event.effect.text);
    }
  }

  private run(ability: Ability): void {
    abilityKinds(ability, 'run', this.kinds);
  }

  private beginResolution(object: GameObject | undefined): void {
    if (!object) return;
    const delayed = object.stack?.delayed;
    if (delayed)
      return void this.resolving.set(object.id, () => effectKinds(delayed.effects, 'run', this.kinds));
    const ability = abilityOnStack(this.ctx, object);
    if (ability) return void this.resolving.set(object.id, () => this.run(ability));
    if (object.stack?.ability || object.isAbility) return;
    const spell = definitionOf(this.ctx, object).abilities.filter((a) => a.kind === 'spell');
    this.resolving.set(object.id, () => {
      for (const a of spell) {
        this.kinds.add('ability:spell');
        for (const mode of chosenModes(a, object.stack?.modes)) effectKinds(mode.effects, 'run', this.kinds);
      }
    });
  }

  private finishResolution(id: ObjectId): void {
    this.resolving.get(id)?.();
    this.resolving.delete(id);
  }

  /** The abilities of `kind` an object has; for a spell cast, also its additional cost (601.2b). */
  private abilitiesOf(object: GameObject | undefined, kinds: ReadonlySet<Ability['kind']>): void {
    if (!object || object.isAbility) return;
    for (const ability of definitionOf(this.ctx, object).abilities)
      if (kinds.has(ability.kind)) this.run(ability);
  }

  private cast(object: GameObject | undefined): void {
    this.abilitiesOf(object, CASTING);
    if (!object) return;
    for (const a of definitionOf(this.ctx, object).abilities)
      if (a.kind === 'spell' && a.additionalCost) abilityKinds({ ...a, modes: [] }, 'run', this.kinds);
  }

  /** An activated ability's cost was paid, a triggered ability's trigger event happened (603.2). */
  private stackAbility(object: GameObject | undefined, event: 'AbilityActivated' | 'AbilityTriggered'): void {
    // 603.7: a delayed triggered ability (the speed ability too, 702.179) is no card's ability.
    if (!object || object.stack?.delayed) return;
    const ability = abilityOnStack(this.ctx, object);
    if (ability?.kind === 'activated' && event === 'AbilityActivated')
      abilityKinds({ ...ability, effects: [] }, 'run', this.kinds);
    if (ability?.kind === 'triggered' && event === 'AbilityTriggered')
      abilityKinds({ ...ability, effects: [] }, 'run', this.kinds);
  }

  /** 605.3: the mana abilities of the source that could have made that mana ran (a basic land's is no IR node). */
  private manaAdded(source: GameObject | undefined, mana: readonly ManaType[]): void {
    if (!source) return;
    for (const ability of definitionOf(this.ctx, source).abilities)
      if (ability.kind === 'activated' && ability.manaAbility && producesAny(ability, mana))
        this.run(ability);
  }

  /** 614.1: the replacement abilities of the source with the text of the effect that applied. */
  private replaced(source: GameObject | undefined, text: string): void {
    if (!source) return;
    for (const ability of definitionOf(this.ctx, source).abilities)
      if (ability.kind === 'replacement' && ability.text === text) this.run(ability);
  }
}

/** The object of that id in the first state that has it. */
function objectIn(first: GameState, second: GameState, id: ObjectId): GameObject | undefined {
  return objectOf(first, id) ?? objectOf(second, id);
}

/** Whether a mana ability adds one of these types of mana. */
function producesAny(ability: Extract<Ability, { kind: 'activated' }>, mana: readonly ManaType[]): boolean {
  return ability.effects.some((effect) => {
    if (effect.kind !== 'add-mana') return false;
    const production = effect.mana;
    const types = production.kind === 'any-color' ? ANY_COLOR : production.mana;
    return mana.some((m) => types.includes(m));
  });
}
