// Services publish events before any window exists; the relay forwards them to whichever routers attach, and to
// main's own listeners (the desktop follows voice and quick translate through their events).
import type { z } from 'zod';
import type { ContractShape, EventSink, EventSpec } from '../../shared/ipc/define';

type EventKeys<T> = { [K in keyof T]: T[K] extends EventSpec ? K : never }[keyof T];
type Payload<S> = S extends EventSpec<infer P> ? z.input<P> : never;

export class EventRelay<C extends ContractShape> implements EventSink<C> {
  private readonly targets = new Set<EventSink<C>>();

  attach(target: EventSink<C>): () => void {
    this.targets.add(target);
    return () => this.targets.delete(target);
  }

  /** Calls `listener` with each payload of one event. */
  on<A extends keyof C & string, E extends EventKeys<C[A]> & string>(
    area: A,
    name: E,
    listener: (payload: Payload<C[A][E]>) => void,
  ): () => void {
    return this.attach({
      emit: (a: string, n: string, payload: unknown) => {
        if (a === area && n === name) listener(payload as Payload<C[A][E]>);
      },
    } as EventSink<C>);
  }

  emit: EventSink<C>['emit'] = (area, name, payload) => {
    for (const target of this.targets) target.emit(area, name, payload);
  };
}
