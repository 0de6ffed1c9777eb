// The infractions of the Magic Infraction Procedure Guide (IPG), by section, with the penalty each
// calls for (IPG Appendix A), and the upgrade of a repeated one: a player's third (or later)
// Warning for the same Game Play Error becomes a Game Loss; Failure to Maintain Game State never
// upgrades. The rules' side of a game loss is 104.3k.

export type Penalty = 'no penalty' | 'warning' | 'game loss' | 'match loss' | 'disqualification';

export type InfractionCategory = 'Game Play Error' | 'Tournament Error' | 'Unsporting Conduct';

export interface Infraction {
  /** The short code judges write (GPE-GRV). */
  code: string;
  /** The IPG section (2.5). */
  section: string;
  name: string;
  category: InfractionCategory;
  penalty: Penalty;
}

const infraction = (
  code: string,
  section: string,
  name: string,
  category: InfractionCategory,
  penalty: Penalty,
): Infraction => ({ code, section, name, category, penalty });

const GPE = 'Game Play Error';
const TE = 'Tournament Error';
const USC = 'Unsporting Conduct';

export const INFRACTIONS: readonly Infraction[] = [
  infraction('GPE-MT', '2.1', 'Missed Trigger', GPE, 'no penalty'),
  infraction('GPE-LEC', '2.2', 'Looking at Extra Cards', GPE, 'warning'),
  infraction('GPE-HCE', '2.3', 'Hidden Card Error', GPE, 'warning'),
  infraction('GPE-MPE', '2.4', 'Mulligan Procedure Error', GPE, 'warning'),
  infraction('GPE-GRV', '2.5', 'Game Rule Violation', GPE, 'warning'),
  infraction('GPE-FMGS', '2.6', 'Failure to Maintain Game State', GPE, 'warning'),
  infraction('TE-T', '3.1', 'Tardiness', TE, 'game loss'),
  infraction('TE-OA', '3.2', 'Outside Assistance', TE, 'match loss'),
  infraction('TE-SP', '3.3', 'Slow Play', TE, 'warning'),
  infraction('TE-DLP', '3.4', 'Decklist Problem', TE, 'game loss'),
  infraction('TE-DP', '3.5', 'Deck Problem', TE, 'warning'),
  infraction('TE-LPV', '3.6', 'Limited Procedure Violation', TE, 'warning'),
  infraction('TE-CPV', '3.7', 'Communication Policy Violation', TE, 'warning'),
  infraction('TE-MC', '3.8', 'Marked Cards', TE, 'warning'),
  infraction('TE-IS', '3.9', 'Insufficient Shuffling', TE, 'warning'),
  infraction('USC-MINOR', '4.1', 'Unsporting Conduct — Minor', USC, 'warning'),
  infraction('USC-MAJOR', '4.2', 'Unsporting Conduct — Major', USC, 'match loss'),
  infraction('USC-IDW', '4.3', 'Improperly Determining a Winner', USC, 'match loss'),
  infraction('USC-BW', '4.4', 'Bribery and Wagering', USC, 'match loss'),
  infraction('USC-AB', '4.5', 'Aggressive Behavior', USC, 'disqualification'),
  infraction('USC-TTM', '4.6', 'Theft of Tournament Material', USC, 'disqualification'),
  infraction('USC-S', '4.7', 'Stalling', USC, 'disqualification'),
  infraction('USC-C', '4.8', 'Cheating', USC, 'disqualification'),
];

export function infractionOf(code: string): Infraction | undefined {
  return INFRACTIONS.find((i) => i.code === code);
}

/** How many Warnings for one Game Play Error a player gets before the next becomes a Game Loss. */
const GAME_PLAY_ERROR_WARNINGS = 2;

/** The penalty for an infraction, given how many times the player committed it before; why, if upgraded. */
export function penaltyFor(infraction: Infraction, earlier: number): { penalty: Penalty; upgrade?: string } {
  const repeatable =
    infraction.category === GPE && infraction.penalty === 'warning' && infraction.code !== 'GPE-FMGS';
  if (!repeatable || earlier < GAME_PLAY_ERROR_WARNINGS) return { penalty: infraction.penalty };
  return {
    penalty: 'game loss',
    upgrade: `IPG ${infraction.section}: Warning number ${earlier + 1} for ${infraction.category} — ${infraction.name} upgrades to a Game Loss`,
  };
}

/** The penalties that end the game for the player (104.3k); a match loss and a disqualification end the match too. */
export function losesTheGame(penalty: Penalty): boolean {
  return penalty === 'game loss' || penalty === 'match loss' || penalty === 'disqualification';
}
