import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { EventStore } from '@mtg/event-store';
import { EVENT_STORE } from '@mtg/game';

/** Reports whether the event store answers, with what the adapter says of itself. */
@Injectable()
export class StoreHealthIndicator {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async check() {
    const indicator = this.indicators.check('store');
    const state = await this.store.health();
    return state.status === 'up'
      ? indicator.up({ adapter: state.adapter, ...state.details })
      : indicator.down({ adapter: state.adapter, ...state.details, error: state.error });
  }
}
