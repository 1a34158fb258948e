import { Injectable } from '@nestjs/common';
import { Reactor } from '../reactors/reactor';
import { Projection } from './projection';

/** Modules add their projections in onModuleInit; the runtime starts them all at boot. */
@Injectable()
export class ProjectionRegistry {
  readonly projections: Projection[] = [];

  // Each projection is typed by its own module's events; the projector hands it only those.
  add(...projections: Projection<any, any>[]): void {
    this.projections.push(...(projections as Projection[]));
  }
}

/** Modules add their reactors in onModuleInit; only the worker role runs them. */
@Injectable()
export class ReactorRegistry {
  readonly reactors: Reactor[] = [];

  add(...reactors: Reactor<any>[]): void {
    this.reactors.push(...(reactors as Reactor[]));
  }
}
