// The "Keyboard" help of the entry grid: every key the grid answers, as in a spreadsheet (gridKeys.ts). A
// popover over the grid's corner, never a block above it, so the grid keeps its place in a small window. It
// takes the focus when it opens; Escape or Close hands it back (`onClose`: the editor focuses the grid's cell).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';

/** Each row of the help: its keys and what they do (`glossaries.keys.<row>.keys` and `.what`). */
const KEYS = [
  'arrows',
  'enter',
  'tab',
  'range',
  'f2',
  'typing',
  'escape',
  'copy',
  'undo',
  'page',
  'save',
  'help',
] as const;

export function GridKeysHelp(props: { id: string; onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    props.onClose();
  };
  return (
    <section
      id={props.id}
      className="notice grid-keys"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${props.id}-title`}
      onKeyDown={onKeyDown}
    >
      {/* Close first, beside the title: in view however short the window, and where the focus lands. */}
      <div className="grid-keys-head">
        <h2 id={`${props.id}-title`}>
          <FormattedMessage id="glossaries.keys.title" />
        </h2>
        <button type="button" ref={close} onClick={props.onClose}>
          <FormattedMessage id="glossaries.keys.close" />
        </button>
      </div>
      <dl>
        {KEYS.map((row) => (
          <div key={row} style={{ display: 'contents' }}>
            <dt>
              <FormattedMessage id={`glossaries.keys.${row}.keys`} />
            </dt>
            <dd>
              <FormattedMessage id={`glossaries.keys.${row}.what`} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
