// What the viewing seat may do now: each command the rules offer, in words, as a button; and for a
// choice among combinations (attackers and whom they attack, blockers and what they block, several
// options), a form built from the choice's parts, whose every combination the rules accept.
import { useState } from 'preact/hooks';
import type { Command, GameView, LegalActionsView, LegalChoice } from '../api.js';
import { describeCommand, nameOf, objectNames } from '../names.js';

type Send = (command: Command) => void;

function AttackersForm({
  choice,
  player,
  view,
  send,
}: {
  choice: Extract<LegalChoice, { kind: 'attackers' }>;
  player: string;
  view: GameView;
  send: Send;
}) {
  const names = objectNames(view);
  const [defenders, setDefenders] = useState<Record<string, string>>(() =>
    Object.fromEntries(choice.attackers.filter((a) => a.required).map((a) => [a.attacker, a.defenders[0]!])),
  );
  const attackers = Object.entries(defenders).map(([attacker, defender]) => ({ attacker, defender }));
  return (
    <form
      class="combination"
      onSubmit={(e) => (e.preventDefault(), send({ type: 'DeclareAttackers', player, attackers }))}
    >
      <fieldset>
        <legend>Declare attackers (508.1)</legend>
        {choice.attackers.map((a) => (
          <label key={a.attacker}>
            {nameOf(names, a.attacker)}
            <select
              value={defenders[a.attacker] ?? ''}
              onChange={(e) => {
                const value = (e.target as HTMLSelectElement).value;
                const { [a.attacker]: _, ...others } = defenders;
                setDefenders(value ? { ...others, [a.attacker]: value } : others);
              }}
            >
              {!a.required && <option value="">does not attack</option>}
              {a.defenders.map((d) => (
                <option key={d} value={d}>
                  attacks {nameOf(names, d)}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="submit">
          Declare {attackers.length} attacker{attackers.length === 1 ? '' : 's'}
        </button>
      </fieldset>
    </form>
  );
}

function BlockersForm({
  choice,
  player,
  view,
  send,
}: {
  choice: Extract<LegalChoice, { kind: 'blockers' }>;
  player: string;
  view: GameView;
  send: Send;
}) {
  const names = objectNames(view);
  const [blocked, setBlocked] = useState<Record<string, string>>({});
  const blocks = Object.entries(blocked).map(([blocker, attacker]) => ({ blocker, attacker }));
  return (
    <form
      class="combination"
      onSubmit={(e) => (e.preventDefault(), send({ type: 'DeclareBlockers', player, blocks }))}
    >
      <fieldset>
        <legend>Declare blockers (509.1)</legend>
        {choice.blockers.map((b) => (
          <label key={b.blocker}>
            {nameOf(names, b.blocker)}
            <select
              value={blocked[b.blocker] ?? ''}
              onChange={(e) => {
                const value = (e.target as HTMLSelectElement).value;
                const { [b.blocker]: _, ...others } = blocked;
                setBlocked(value ? { ...others, [b.blocker]: value } : others);
              }}
            >
              <option value="">does not block</option>
              {b.attackers.map((a) => (
                <option key={a} value={a}>
                  blocks {nameOf(names, a)}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="submit">
          Declare {blocks.length} blocker{blocks.length === 1 ? '' : 's'}
        </button>
      </fieldset>
    </form>
  );
}

function OptionsForm({
  choice,
  player,
  view,
  send,
}: {
  choice: Extract<LegalChoice, { kind: 'options' }>;
  player: string;
  view: GameView;
  send: Send;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const label = (id: string) => view.decision?.options.find((o) => o.id === id)?.label ?? id;
  const toggle = (id: string) =>
    setChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  const fits = chosen.length >= choice.min && chosen.length <= choice.max;
  return (
    <form
      class="combination"
      onSubmit={(e) => (
        e.preventDefault(),
        send({
          type: 'MakeChoice',
          player,
          decision: choice.decision,
          answer: { kind: 'options', ids: chosen },
        })
      )}
    >
      <fieldset>
        <legend>
          Choose {choice.min === choice.max ? choice.min : `${choice.min} to ${choice.max}`}
          {choice.ordered ? ', in order' : ''}
        </legend>
        {choice.options.map((id) => (
          <label key={id}>
            <input type="checkbox" checked={chosen.includes(id)} onChange={() => toggle(id)} />
            {label(id)}
            {choice.ordered && chosen.includes(id) ? ` (${chosen.indexOf(id) + 1})` : ''}
          </label>
        ))}
        <button type="submit" disabled={!fits}>
          Choose
        </button>
      </fieldset>
    </form>
  );
}

/** A form for the choices whose combinations the buttons cannot all list. */
function ChoiceForm({
  choice,
  player,
  view,
  send,
}: {
  choice: LegalChoice;
  player: string;
  view: GameView;
  send: Send;
}) {
  if (choice.kind === 'attackers' && choice.attackers.length)
    return <AttackersForm choice={choice} player={player} view={view} send={send} />;
  if (choice.kind === 'blockers' && choice.blockers.length)
    return <BlockersForm choice={choice} player={player} view={view} send={send} />;
  if (choice.kind === 'options' && choice.max > 1)
    return <OptionsForm choice={choice} player={player} view={view} send={send} />;
  return null;
}

export function Actions({
  legal,
  player,
  view,
  send,
  busy,
}: {
  legal: LegalActionsView;
  player: string;
  view: GameView;
  send: Send;
  busy: boolean;
}) {
  return (
    <section class="actions" aria-label="your actions">
      <h3>Your actions</h3>
      {legal.choice && (
        <ChoiceForm
          key={legal.choice.decision}
          choice={legal.choice}
          player={player}
          view={view}
          send={send}
        />
      )}
      <ul>
        {legal.actions.map((command, i) => (
          <li key={i}>
            <button type="button" disabled={busy} onClick={() => send(command)} data-command={command.type}>
              {describeCommand(command, view)}
            </button>
          </li>
        ))}
      </ul>
      {legal.actions.length === 0 && !legal.choice && <p>Nothing to do: waiting for the other players.</p>}
    </section>
  );
}
