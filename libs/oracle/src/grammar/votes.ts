// Voting (701.32): "Starting with you, each player votes for [option] or [option]. If [option] gets
// more votes, [effects]. If [option] gets more votes or the vote is tied, [effects]." (will of the
// council, an ability word, 207.2c). The sentences after the vote say what each outcome does.
import type { Effect, VoteOutcome } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

const CLAUSE = 'vote (701.32a)';

/** A vote for one of two named options and the sentences of its outcomes, each read by `outcome`; else nothing is read. */
export function vote(sentence: Sentence, outcome: () => Effect[]): Effect | undefined {
  const mark = sentence.mark;
  if (!sentence.accept('starting', 'with', 'you', ',', 'each', 'player', 'votes', 'for')) return undefined;
  // 701.32b: words with no rules meaning, each connected to an effect.
  const first = word(sentence);
  const or = sentence.accept('or');
  const second = word(sentence);
  if (!or || !first || !second || !sentence.accept('.')) {
    sentence.reset(mark);
    return undefined;
  }
  const options = [first, second];
  const outcomes: VoteOutcome[] = [];
  for (let more = true; more;) {
    more = false;
    for (const option of options)
      if (
        !outcomes.some((o) => o.option === option) &&
        sentence.accept('if', option, 'gets', 'more', 'votes')
      ) {
        const orTied = sentence.accept('or', 'the', 'vote', 'is', 'tied');
        sentence.expect(CLAUSE, ',');
        outcomes.push({ option, effects: outcome(), ...(orTied ? { orTied } : {}) });
        more = true;
      }
  }
  if (!outcomes.length)
    sentence.fail('EFFECT', `${CLAUSE}: expected what happens if an option gets more votes`);
  return { kind: 'vote', options, outcomes };
}

/** One word of an option's name ("sickness", "psychosis"), or nothing. */
function word(sentence: Sentence): string | undefined {
  const token = sentence.peek();
  if (token?.kind !== 'word' || !/^[a-z]+$/.test(token.lower)) return undefined;
  sentence.take();
  return token.lower;
}
