// What the viewing seat may do now: each command the rules offer, in words, as a button; and for a
// choice among combinations (attackers and whom they attack, blockers and what they block, several
// options), a form built from the choice's parts, whose every combination the rules accept.
import { useState } from 'preact/hooks';
import type { Command, GameView, LegalActionsView, LegalChoice } from '../api.js';
import { describeCommand, nameOf, objectNames } from '../names.js';

type Send = (command: Command) => void;

/** One part of a pairing: an object, and what it may be paired with (each creature, whom it may attack or block). */
interface Pairable {
  id: string;
  partners: string[];
  /** It must be paired (508.1d: it attacks if able). */
  required?: boolean;
}

/**
 * A declaration in which each object is paired with at most one partner (attackers and their
 * defenders, blockers and their attackers): one select per object, and the pairs chosen sent.
 */
function PairingForm({
  legend,
  parts,
  verb,
  alone,
  noun,
  view,
  declare,
}: {
  legend: string;
  parts: Pairable[];
  verb: string;
  alone: string;
  noun: string;
  view: GameView;
  declare: (pairs: [string, string][]) => void;
}) {
  const names = objectNames(view);
  const [paired, setPaired] = useState<Record<string, string>>(() =>
    Object.fromEntries(parts.filter((p) => p.required).map((p) => [p.id, p.partners[0]!])),
  );
  const pairs = Object.entries(paired);
  return (
    <form class="combination" onSubmit={(e) => (e.preventDefault(), declare(pairs))}>
      <fieldset>
        <legend>{legend}</legend>
        {parts.map((part) => (
          <label key={part.id}>
            {nameOf(names, part.id)}
            <select
              value={paired[part.id] ?? ''}
              onChange={(e) => {
                const value = (e.target as HTMLSelectElement).value;
                const { [part.id]: _, ...others } = paired;
                setPaired(value ? { ...others, [part.id]: value } : others);
              }}
            >
              {!part.required && <option value="">{alone}</option>}
              {part.partners.map((partner) => (
                <option key={partner} value={partner}>
                  {verb} {nameOf(names, partner)}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="submit">
          Declare {pairs.length} {noun}
          {pairs.length === 1 ? '' : 's'}
        </button>
      </fieldset>
    </form>
  );
}

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
  return (
    <PairingForm
      legend="Declare attackers (508.1)"
      parts={choice.attackers.map((a) => ({
        id: a.attacker,
        partners: a.defenders,
        ...(a.required ? { required: true } : {}),
      }))}
      verb="attacks"
      alone="does not attack"
      noun="attacker"
      view={view}
      declare={(pairs) =>
        send({
          type: 'DeclareAttackers',
          player,
          attackers: pairs.map(([attacker, defender]) => ({ attacker, defender })),
        })
      }
    />
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
  return (
    <PairingForm
      legend="Declare blockers (509.1)"
      parts={choice.blockers.map((b) => ({ id: b.blocker, partners: b.attackers }))}
      verb="blocks"
      alone="does not block"
      noun="blocker"
      view={view}
      declare={(pairs) =>
        send({
          type: 'DeclareBlockers',
          player,
          blocks: pairs.map(([blocker, attacker]) => ({ blocker, attacker })),
        })
      }
    />
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
