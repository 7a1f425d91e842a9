// Services publish events before any window exists; the relay forwards them to whichever routers attach.
import type { ContractShape, EventSink } from '../../shared/ipc/define';

export class EventRelay<C extends ContractShape> implements EventSink<C> {
  private readonly targets = new Set<EventSink<C>>();

  attach(target: EventSink<C>): () => void {
    this.targets.add(target);
    return () => this.targets.delete(target);
  }

  emit: EventSink<C>['emit'] = (area, name, payload) => {
    for (const target of this.targets) target.emit(area, name, payload);
  };
}
