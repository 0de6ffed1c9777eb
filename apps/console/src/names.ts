// Words for what the API answers with ids: objects by their names as the viewer sees them, and
// each command the rules offer in a sentence a player reads.
import type { ChoiceAnswer, Command, GameView } from './api.js';

type ObjectLike = { id: string; name: string };

/** Every object the view shows, by id: hands, graveyards, libraries the viewer sees, battlefield, stack, exile. */
export function objectNames(view: GameView): Map<string, string> {
  const objects: ObjectLike[] = [
    ...view.battlefield,
    ...view.stack,
    ...view.exile,
    ...view.players.flatMap((p) => [...(p.hand ?? []), ...p.graveyard, ...(p.library ?? [])]),
  ];
  return new Map(objects.map((o) => [o.id, o.name || 'a hidden card']));
}

export function nameOf(names: Map<string, string>, id: string): string {
  return names.get(id) ?? id;
}

const list = (names: Map<string, string>, ids: readonly string[]) =>
  ids.map((id) => nameOf(names, id)).join(', ');

/** The command in words, with the names the viewer sees. */
export function describeCommand(command: Command, view: GameView): string {
  const names = objectNames(view);
  const name = (id: string) => nameOf(names, id);
  const targetsOf = (targets: string[][] | undefined) =>
    targets?.flat().length ? ` targeting ${list(names, targets.flat())}` : '';
  switch (command.type) {
    case 'PassPriority':
      return 'Pass priority';
    case 'PlayLand':
      return `Play ${name(command.card)}`;
    case 'TurnFaceUp':
      return `Turn ${name(command.object)} face up`;
    case 'Suspend':
      return `Suspend ${name(command.card)}`;
    case 'CastSpell':
      return `Cast ${name(command.card)}${command.face ? ` (${command.face})` : ''}${targetsOf(command.targets)}${command.x !== undefined ? ` with X = ${command.x}` : ''}`;
    case 'ActivateAbility':
      return `Activate ${name(command.source)}'s ability ${command.ability + 1}${targetsOf(command.targets)}`;
    case 'ActivateManaAbility':
      return `Tap ${name(command.source)} for ${command.color ?? 'mana'}`;
    case 'AnnounceSpell':
      return `Cast ${name(command.card)}${command.face ? ` (${command.face})` : ''} step by step`;
    case 'AnnounceAbility':
      return `Activate ${name(command.source)}'s ability ${command.ability + 1} step by step`;
    case 'PayCost':
      return 'Pay the cost';
    case 'CancelCasting':
      return 'Cancel the casting';
    case 'DeclareAttackers':
      return command.attackers.length
        ? `Attack: ${command.attackers.map((a) => `${name(a.attacker)} → ${name(a.defender)}`).join('; ')}${(command.bands ?? []).map((band) => `; band: ${band.map(name).join(' + ')}`).join('')}`
        : 'Attack with nothing';
    case 'DeclareBlockers':
      return command.blocks.length
        ? `Block: ${command.blocks.map((b) => `${name(b.blocker)} blocks ${name(b.attacker)}`).join('; ')}`
        : 'Block with nothing';
    case 'MakeChoice':
      return `Answer: ${describeAnswer(command.answer, view)}`;
    case 'ChooseReplacement':
      return `Apply ${optionLabel(view, command.effect)} first`;
    case 'Concede':
      return 'Concede';
    default:
      return command.type;
  }
}

function optionLabel(view: GameView, id: string): string {
  return view.decision?.options.find((o) => o.id === id)?.label ?? id;
}

function describeAnswer(answer: ChoiceAnswer, view: GameView): string {
  switch (answer.kind) {
    case 'yes-no':
      return optionLabel(view, answer.yes ? 'yes' : 'no');
    case 'options':
      return answer.ids.map((id) => optionLabel(view, id)).join(', ') || 'none';
    case 'number':
      return String(answer.value);
    case 'assignment':
      return Object.entries(answer.amounts)
        .map(([id, amount]) => `${amount} to ${nameOf(objectNames(view), id)}`)
        .join(', ');
  }
}
