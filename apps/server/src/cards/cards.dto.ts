// The shapes of the cards API's answers, for the OpenAPI document.
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';

const TEXT_FROM = ['corpus', 'errata', 'given'];

export class CardSummaryResponse {
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'normal, split, flip, double-faced, meld, leveler, ...' }) layout!: string;
  @ApiPropertyOptional({ example: '{1}{R}' }) manaCost?: string;
  @ApiProperty({ type: [String] }) supertypes!: string[];
  @ApiProperty({ type: [String] }) types!: string[];
  @ApiProperty({ type: [String] }) subtypes!: string[];
  @ApiProperty({ type: [String], description: 'Color symbols (W, U, B, R, G); none: colorless.' })
  colors!: string[];
  @ApiPropertyOptional() power?: string;
  @ApiPropertyOptional() toughness?: string;
  @ApiPropertyOptional() loyalty?: string;
  @ApiProperty({ description: 'The rules text games play with: its current Oracle text.' }) text!: string;
  @ApiProperty({ enum: TEXT_FROM, description: 'Where the text came from.' }) textFrom!: string;
  @ApiProperty({ type: [String], description: 'Corpus sets it was printed in, oldest first.' })
  sets!: string[];
  @ApiProperty({ description: 'Whether games may hold it.' }) supported!: boolean;
  @ApiProperty({ enum: ['compiled', 'hand-written', 'none'] }) definedBy!: string;
}

export class CardListResponse {
  @ApiProperty({ enum: ['list'] }) object!: 'list';
  @ApiProperty({ description: 'How many cards match, on every page.' }) total_cards!: number;
  @ApiProperty() has_more!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The next page’s address, or null.' })
  next_page!: string | null;
  @ApiProperty({ type: [CardSummaryResponse] }) data!: CardSummaryResponse[];
}

export class DiagnosticResponse {
  @ApiProperty({ example: 'EFFECT' }) code!: string;
  @ApiProperty({ description: 'The ability line, from 1.' }) line!: number;
  @ApiProperty({ type: [Number], description: 'Start and end of the span within the line.' })
  span!: number[];
  @ApiProperty() clause!: string;
  @ApiProperty() message!: string;
}

export class CardDetailResponse extends OmitType(CardSummaryResponse, ['textFrom'] as const) {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'Where the text came from: { from: corpus, source, rewrites } (the wording rules applied), { from: errata, source, change, why }, or { from: given, source }.',
  })
  textFrom!: Record<string, unknown>;
  @ApiProperty({ type: [DiagnosticResponse], description: 'Why it does not compile (none if supported).' })
  diagnostics!: DiagnosticResponse[];
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Its definition in the ability IR.',
  })
  definition?: Record<string, unknown>;
}
