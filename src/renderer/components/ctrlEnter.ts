// Ctrl+Enter (Cmd+Enter on macOS) sends the text of a text screen (translate, write).
import type { KeyboardEvent } from 'react';

export const onCtrlEnter = (send: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
    e.preventDefault();
    send();
  }
};
