// The contract's `translate` area: text translation of the Translate pane, and the translation memories it can use.
import type { AreaHandlers } from '../../shared/contract';
import type { TextTranslation } from './textTranslation';

export function translateHandlers(textTranslation: TextTranslation): AreaHandlers<'translate'> {
  return {
    text: (call, ctx) => textTranslation.translate(call, ctx.signal),
    memories: (_request, ctx) => textTranslation.memories(ctx.signal),
  };
}
