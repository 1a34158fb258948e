import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { LiveNotice } from '../../contract/live';
import { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.port';
import { ProjectionWaiter } from '../projections/projection-waiter';

/** Who a notice is for: everyone signed in, staff only, or one member. */
export type Audience = 'members' | 'staff' | { userId: string };

export interface Addressed {
  audience: Audience;
  notice: LiveNotice;
}

/** How a module turns one of its events into notices (ids only). */
export type NoticeSource = (event: RecordedEvent) => Addressed[];

export interface Listener {
  userId: string;
  staff: boolean;
  send: (notice: LiveNotice) => void;
}

/**
 * Follows the event log from where it stood at boot and tells the connected tabs what changed, once
 * the read models show it (so a tab that reads again sees the change). Each api replica follows the
 * log itself, so it works the same embedded and scaled out.
 */
@Injectable()
export class LiveNotices implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LiveNotices');
  private readonly sources = new Map<string, NoticeSource[]>();
  private readonly listeners = new Set<Listener>();
  private subscription: Subscription | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly projections: ProjectionWaiter,
  ) {}

  /** Modules add their sources in onModuleInit. */
  add(types: readonly string[], source: NoticeSource): void {
    for (const type of types) this.sources.set(type, [...(this.sources.get(type) ?? []), source]);
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listening(): number {
    return this.listeners.size;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = this.store.subscribeToAll(await this.store.headPosition(), (event) => this.deliver(event));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
  }

  private async deliver(event: RecordedEvent): Promise<void> {
    const sources = this.sources.get(event.type);
    if (!sources || this.listeners.size === 0) return;
    const addressed = sources.flatMap((source) => source(event));
    if (addressed.length === 0) return;
    await this.projections.waitFor(event.position);
    for (const { audience, notice } of addressed) {
      for (const listener of this.listeners) {
        if (!reaches(audience, listener)) continue;
        try {
          listener.send(notice);
        } catch (error) {
          this.logger.warn(`A live connection failed: ${error instanceof Error ? error.message : String(error)}`);
          this.listeners.delete(listener);
        }
      }
    }
  }
}

function reaches(audience: Audience, listener: Listener): boolean {
  if (audience === 'members') return true;
  if (audience === 'staff') return listener.staff;
  return audience.userId === listener.userId;
}
