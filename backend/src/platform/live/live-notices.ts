import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { LiveNotice } from '../../contract/live';
import { SessionUser } from '../auth/session';
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

/** A module's live notices: the event types it reads, and how it addresses each. */
export interface ModuleNotices {
  types: readonly string[];
  source: NoticeSource;
}

/**
 * Whose sessions an event may have changed (the member whose own stream it was appended to, an erased
 * one): their streams ask again whether their session still holds. No list of causes is kept here, so a
 * new way of ending sessions needs nothing new.
 */
export type SessionSubjects = (event: RecordedEvent) => string[];

/**
 * Why the server ends a stream: its session ended (the tab is told, and signs out), the session could
 * not be checked, or the server is stopping (the tab comes back after a pause, here or elsewhere).
 */
export type EndReason = 'session-ended' | 'unverified' | 'server-stopping';

export interface Listener {
  userId: string;
  /** The staff flag when the stream opened: only these streams are asked again for a staff notice. */
  staff: boolean;
  /** The stream's session as the guards see it now (its own token against the read model): null once it ended. */
  session: () => Promise<SessionUser | null>;
  send: (notice: LiveNotice) => void;
  /** Closes the stream, for this reason. */
  end: (reason: EndReason) => void;
}

/**
 * Follows the event log from where it stood at boot and tells the connected tabs what changed, once
 * the read models show it (so a tab that reads again sees the change). Each api replica follows the
 * log itself, so it works the same embedded and scaled out. A stream lasts only as long as its right
 * to exist: it is checked again after every event of its member's own stream (and on each heartbeat,
 * see LiveController), and staff rights are read again before every staff notice.
 */
@Injectable()
export class LiveNotices implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('LiveNotices');
  private readonly sources = new Map<string, NoticeSource[]>();
  private readonly subjects: SessionSubjects[] = [];
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

  /** The accounts module tells whose sessions an event may have ended. */
  followSessions(subjects: SessionSubjects): void {
    this.subjects.push(subjects);
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listening(): number {
    return this.listeners.size;
  }

  /**
   * Asks whether the stream's session still holds; ends the stream when it does not (or when it cannot
   * be told: a stream is never kept on trust). Answers the user as they stand now, or null.
   */
  async recheck(listener: Listener): Promise<SessionUser | null> {
    let user: SessionUser | null;
    try {
      user = await listener.session();
    } catch (error) {
      this.logger.warn(`A live stream's session could not be checked: ${error instanceof Error ? error.message : String(error)}`);
      this.end(listener, 'unverified');
      return null;
    }
    if (!user) this.end(listener, 'session-ended');
    return user;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = this.store.subscribeToAll(await this.store.headPosition(), (event) => this.deliver(event));
  }

  /** An open stream never falls idle: left open, it would keep the HTTP server from ever stopping. */
  beforeApplicationShutdown(): void {
    for (const listener of [...this.listeners]) this.end(listener, 'server-stopping');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
  }

  private async deliver(event: RecordedEvent): Promise<void> {
    if (this.listeners.size === 0) return;
    const subjects = new Set(this.subjects.flatMap((subjects) => subjects(event)));
    const touched = [...this.listeners].filter((listener) => subjects.has(listener.userId));
    const addressed = (this.sources.get(event.type) ?? []).flatMap((source) => source(event));
    if (touched.length === 0 && addressed.length === 0) return;
    await this.projections.waitFor(event.position);
    // Before this event's own notices: a stream whose session it ended hears none of them.
    await Promise.all(touched.map((listener) => this.recheck(listener)));
    for (const { audience, notice } of addressed) {
      for (const listener of await this.reached(audience)) this.send(listener, notice);
    }
  }

  /** The streams a notice reaches now; for staff, only those whose user is staff in the read model now. */
  private async reached(audience: Audience): Promise<Listener[]> {
    const listeners = [...this.listeners];
    if (audience === 'members') return listeners;
    if (audience !== 'staff') return listeners.filter((listener) => listener.userId === audience.userId);
    const staff = listeners.filter((listener) => listener.staff);
    const now = await Promise.all(staff.map(async (listener) => (await this.recheck(listener))?.admin === true));
    return staff.filter((_listener, i) => now[i]);
  }

  private send(listener: Listener, notice: LiveNotice): void {
    if (!this.listeners.has(listener)) return;
    try {
      listener.send(notice);
    } catch (error) {
      this.logger.warn(`A live connection failed: ${error instanceof Error ? error.message : String(error)}`);
      this.listeners.delete(listener);
    }
  }

  private end(listener: Listener, reason: EndReason): void {
    if (!this.listeners.delete(listener)) return;
    try {
      listener.end(reason);
    } catch (error) {
      this.logger.warn(`A live connection failed to close: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
