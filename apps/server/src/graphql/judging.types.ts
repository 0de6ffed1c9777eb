// The GraphQL types of the judge's interventions (issue 18, items 4 and 5): the same as REST's.
import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Infraction')
export class InfractionModel {
  @Field({ description: 'The code judges write, e.g. GPE-GRV.' }) code!: string;
  @Field({ description: 'The Infraction Procedure Guide section, e.g. 2.5.' }) section!: string;
  @Field() name!: string;
  @Field({ description: 'Game Play Error, Tournament Error or Unsporting Conduct.' }) category!: string;
  @Field({ description: 'The penalty the IPG gives it.' }) penalty!: string;
}

@ObjectType('JudgeCall')
export class JudgeCallModel {
  @Field(() => Int, { description: 'The game’s revision when the judge was called.' }) revision!: number;
  @Field() calledBy!: string;
  @Field() reason!: string;
}

@ObjectType('InfractionRecord')
export class InfractionRecordModel {
  @Field(() => Int) revision!: number;
  @Field() player!: string;
  @Field(() => InfractionModel) infraction!: InfractionModel;
  @Field() description!: string;
  @Field({ description: 'The penalty given: the infraction’s own, or upgraded.' }) penalty!: string;
  @Field(() => String, { nullable: true, description: 'Why the penalty was upgraded (IPG).' })
  upgrade?: string;
  @Field(() => String, {
    nullable: true,
    description: 'The guide’s penalty, when the head judge gave another (IPG 1).',
  })
  deviatesFrom?: string;
  @Field(() => Int, {
    nullable: true,
    description:
      'The game’s revision after the game loss was applied (104.3k), if the penalty lost the game.',
  })
  appliedAt?: number;
}

@ObjectType('Fix')
export class FixModel {
  @Field(() => Int) revision!: number;
  @Field() description!: string;
}

@InputType('InfractionInput')
export class InfractionInput {
  @Field() player!: string;
  @Field({
    description: 'An IPG code: GPE-MT, GPE-LEC, GPE-HCE, GPE-MPE, GPE-GRV, GPE-FMGS, TE-..., USC-...',
  })
  infraction!: string;
  @Field() description!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Another penalty than the guide’s: the head judge’s decision only (IPG 1).',
  })
  penalty?: 'no penalty' | 'warning' | 'game loss' | 'match loss' | 'disqualification';
}

@ObjectType('UndoneEvent')
export class UndoneEventModel {
  @Field(() => Int) revision!: number;
  @Field() type!: string;
}

@ObjectType('ReturnedCard')
export class ReturnedCardModel {
  @Field() player!: string;
  @Field({ description: 'The card put back, as it is now in the library.' }) object!: string;
  @Field() name!: string;
  @Field({ description: 'Chosen at random from the hand, in place of the card drawn.' }) random!: boolean;
  @Field({ description: 'The card that was drawn.' }) drawn!: string;
}

@ObjectType('Backup')
export class BackupModel {
  @Field(() => Int, { description: 'The game’s revision after the backup.' }) revision!: number;
  @Field({ description: 'Who authorised it (the head judge).' }) judge!: string;
  @Field(() => Int) from!: number;
  @Field(() => Int) to!: number;
  @Field(() => [UndoneEventModel], { description: 'The events reversed, the most recent first.' })
  undone!: UndoneEventModel[];
  @Field(() => [ReturnedCardModel]) returned!: ReturnedCardModel[];
  @Field(() => [String]) reshuffled!: string[];
}

@InputType('PartialFixInput')
export class PartialFixInput {
  @Field({ description: 'untap, tap, draw, discard, return-to-hand or move.' }) kind!: string;
  @Field(() => String, { nullable: true }) object?: string;
  @Field(() => String, { nullable: true }) player?: string;
  @Field(() => String, { nullable: true, description: 'The zone it should be in (move).' }) to?: string;
}

@ObjectType('PartialFixApplied')
export class PartialFixModel {
  @Field(() => Int) revision!: number;
  @Field(() => [String], { description: 'The types of the events that did it.' }) events!: string[];
}
