// Bodies and answers of the routes about access to a game: revoking seat tokens, stream tickets.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length } from 'class-validator';

export class RevokeTokensDto {
  @ApiPropertyOptional({ description: 'The seat whose tokens are revoked; every seat’s if absent.' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  player?: string;
}

export class RevokedTokensResponse {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description:
      'A fresh bearer token for each seat whose tokens were revoked: give each player only theirs.',
  })
  tokens!: Record<string, string>;
}

export class StreamTicketResponse {
  @ApiProperty({ description: 'For `GET /games/:id/stream?ticket=`: one use, for this game only.' })
  ticket!: string;

  @ApiProperty({ description: 'How long the ticket may wait for its use.' })
  expiresInSeconds!: number;
}
