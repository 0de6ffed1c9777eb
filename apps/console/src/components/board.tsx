// The board as one viewer sees it: each player's life, counters, hand (its cards, or only their
// count), library, graveyard and permanents; the stack, exile, the turn and the pending decision.
// It shows what the view holds and nothing more: the server decides what the viewer may see.
import type { GameView } from '../api.js';
import { nameOf, objectNames } from '../names.js';

type ObjectView = GameView['battlefield'][number];
type PlayerView = GameView['players'][number];

function Card({ object, names }: { object: ObjectView; names: Map<string, string> }) {
  const counters = Object.entries(object.counters ?? {}).filter(([, n]) => n > 0);
  const classes = [
    'card',
    object.tapped && 'tapped',
    object.attacking && 'attacking',
    object.blocking && 'blocking',
  ];
  return (
    <li class={classes.filter(Boolean).join(' ')} data-object={object.id}>
      <span class="card-name">{object.name || (object.faceDown ? 'a face-down card' : 'a hidden card')}</span>
      {object.power !== undefined && (
        <span class="pt" aria-label="power and toughness">
          {object.power}/{object.toughness}
        </span>
      )}
      <span class="marks">
        {object.tapped && <span class="mark">tapped</span>}
        {object.sick && object.power !== undefined && <span class="mark">summoning sick</span>}
        {object.token && <span class="mark">token</span>}
        {object.flipped && <span class="mark">flipped</span>}
        {object.designations?.map((designation) => (
          <span class="mark">{designation}</span>
        ))}
        {!!object.damage && <span class="mark">{object.damage} damage</span>}
        {object.attacking && <span class="mark">attacking {nameOf(names, object.attacking)}</span>}
        {object.blocking && (
          <span class="mark">blocking {object.blocking.map((id) => nameOf(names, id)).join(', ')}</span>
        )}
        {object.attachedTo && <span class="mark">attached to {nameOf(names, object.attachedTo)}</span>}
        {counters.map(([kind, n]) => (
          <span class="mark" key={kind}>
            {n} {kind}
          </span>
        ))}
      </span>
    </li>
  );
}

function Zone({
  title,
  objects,
  names,
}: {
  title: string;
  objects: ObjectView[];
  names: Map<string, string>;
}) {
  return (
    <section class="zone" aria-label={title}>
      <h4>
        {title} <span class="count">({objects.length})</span>
      </h4>
      <ul class="cards">
        {objects.map((o) => (
          <Card key={o.id} object={o} names={names} />
        ))}
      </ul>
    </section>
  );
}

function Player({ player, view, names }: { player: PlayerView; view: GameView; names: Map<string, string> }) {
  const permanents = view.battlefield.filter((o) => o.controller === player.id);
  const active = view.turn.active === player.id;
  const mana = Object.entries(player.manaPool).filter(([, n]) => n > 0);
  const stats: [string, string | number][] = [
    ['Life', player.life],
    ['Poison', player.counters.poison ?? 0],
    ['Energy', player.counters.energy ?? 0],
    ['Hand', player.handCount],
    ['Library', player.libraryCount],
    ...(mana.length
      ? [['Mana pool', mana.map(([color, n]) => `${n}${color}`).join(' ')] as [string, string]]
      : []),
  ];
  return (
    <section
      class={`player${active ? ' active' : ''}`}
      aria-label={`player ${player.id}`}
      data-player={player.id}
    >
      <h3>
        {player.id}
        {active && <span class="badge">active</span>}
        {view.turn.priority === player.id && <span class="badge">priority</span>}
        {player.won && <span class="badge won">won</span>}
        {player.lost && <span class="badge lost">lost</span>}
      </h3>
      <dl class="stats">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-stat={label.toLowerCase()}>{value}</dd>
          </div>
        ))}
      </dl>
      <Zone title="Battlefield" objects={permanents} names={names} />
      {player.hand && <Zone title="Hand" objects={player.hand} names={names} />}
      {player.library && (
        <details>
          <summary>Library, top first (only the judge sees it)</summary>
          <Zone title="Library (top first)" objects={player.library} names={names} />
        </details>
      )}
      <Zone title="Graveyard" objects={player.graveyard} names={names} />
    </section>
  );
}

export function Board({ view }: { view: GameView }) {
  const names = objectNames(view);
  return (
    <div class="board" data-shown-revision={view.revision}>
      <p class="turn" aria-live="polite">
        {view.over
          ? view.draw
            ? 'The game is a draw.'
            : `The game is over: ${view.winner ?? 'nobody'} won.`
          : `Turn ${view.turn.number}, ${view.turn.active}'s ${view.turn.step} step; priority: ${view.turn.priority ?? 'nobody'}.`}
      </p>
      {view.decision && (
        <p class="decision">
          Waiting for {view.decision.player}: {view.decision.prompt}
        </p>
      )}
      <div class="players">
        {view.players.map((p) => (
          <Player key={p.id} player={p} view={view} names={names} />
        ))}
      </div>
      <div class="shared-zones">
        <Zone title="Stack" objects={view.stack} names={names} />
        <Zone title="Exile" objects={view.exile} names={names} />
      </div>
    </div>
  );
}
