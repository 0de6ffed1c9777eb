import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** The OpenAPI document, generated from the controllers and DTOs: UI at /docs, JSON at /docs-json. */
export function setUpOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('MTG rules service')
    .setDescription(
      'Magic: The Gathering games played by the Comprehensive Rules, each kept as a stream of events. ' +
        'Errors are RFC 9457 problem details (application/problem+json). GraphQL is at /graphql.',
    )
    .setVersion('0.1.0')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      description: 'A seat token (from POST /games) or the judge token; none for a spectator.',
    })
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json' });
}
