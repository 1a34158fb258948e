import { Provider, Type } from '@nestjs/common';
import { EventUpcasters, Upcaster } from './event-store/upcasting';
import { LiveNotices, ModuleNotices, SessionSubjects } from './live/live-notices';
import { Projection } from './projections/projection';
import { ProjectionRegistry, ReactorRegistry } from './projections/projection-registry';
import { Reactor } from './reactors/reactor';
import { DemoSeed, DemoSeeds } from './seed/demo-seeds';

/** What a module plugs into the platform, each listed once. */
export interface ModuleParts {
  /** Read models it builds (plain objects). */
  projections?: Projection<any, any>[];
  /** Reactor classes: created by Nest with their dependencies, then registered (those that mail compose for the mail job). */
  reactors?: Type<Reactor<any>>[];
  /** Demo seed classes (SEED_DEMO), from the module's seeds/ folder. */
  seeds?: Type<DemoSeed>[];
  /** Live notices its events cause. */
  notices?: ModuleNotices[];
  /** Whose sessions its events may end (accounts). */
  sessions?: SessionSubjects[];
  /** How its events' older stored shapes become the current ones (event-store/upcasting.ts). */
  upcasters?: Upcaster[];
}

const REGISTRATION = Symbol('module parts');

/**
 * The one way a module registers its upcasters, projections, reactors, demo seeds and live notices: it lists them
 * here, in its `providers`, and nowhere else. The classes become the module's providers; one more
 * provider hands every part to the platform's registries as the module is created, before anything
 * reads them (projections and reactors start at bootstrap, seeds run after it).
 */
export function moduleParts(parts: ModuleParts): Provider[] {
  const reactors = parts.reactors ?? [];
  const seeds = parts.seeds ?? [];
  const register = (upcasters: EventUpcasters, projectionRegistry: ProjectionRegistry, reactorRegistry: ReactorRegistry, demoSeeds: DemoSeeds, live: LiveNotices, ...instances: unknown[]) => {
    upcasters.add(...(parts.upcasters ?? []));
    projectionRegistry.add(...(parts.projections ?? []));
    reactorRegistry.add(...(instances.slice(0, reactors.length) as Reactor<any>[]));
    for (const seed of instances.slice(reactors.length) as DemoSeed[]) demoSeeds.add(seed);
    for (const notices of parts.notices ?? []) live.add(notices.types, notices.source);
    for (const subjects of parts.sessions ?? []) live.followSessions(subjects);
    return parts;
  };
  return [
    ...reactors,
    ...seeds,
    { provide: REGISTRATION, inject: [EventUpcasters, ProjectionRegistry, ReactorRegistry, DemoSeeds, LiveNotices, ...reactors, ...seeds], useFactory: register },
  ];
}
