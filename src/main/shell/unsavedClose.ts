// Closing or reloading a window that holds unsaved glossary edits (its beforeunload said so) asks first. The
// question and what each answer does live here, in plain Node, so they are tested without Electron; window.ts
// only hands in the window's contents and Electron's message box. "Close without saving" lets the window go:
// its page's `pagehide` sends the waiting draft to main, which keeps it (the edits come back on the next start).
// "Stay" keeps the window and the edits as they are.

/** Electron's `showMessageBoxSync` options, as far as this question uses them. */
export interface CloseQuestion {
  type: 'question';
  buttons: string[];
  defaultId: number;
  cancelId: number;
  message: string;
  detail: string;
}

export const UNSAVED_GLOSSARY_QUESTION: CloseQuestion = {
  type: 'question',
  buttons: ['Close without saving', 'Stay'],
  defaultId: 1,
  cancelId: 1,
  message: 'A glossary has unsaved changes.',
  detail: 'They are kept as a draft and come back when you open Glossa again, but the service does not have them yet.',
};

/** The part of a window's contents this needs: Electron's `will-prevent-unload`. */
export interface UnloadingContents {
  on(event: 'will-prevent-unload', listener: (event: { preventDefault(): void }) => void): unknown;
}

/**
 * Asks `ask` (a message box; it returns the index of the button chosen, or `cancelId` when dismissed) whenever
 * the page refuses to unload. In Electron, preventing the default of `will-prevent-unload` lets the unload go on.
 */
export function askBeforeClosingUnsaved(contents: UnloadingContents, ask: (question: CloseQuestion) => number): void {
  contents.on('will-prevent-unload', (event) => {
    const choice = ask(UNSAVED_GLOSSARY_QUESTION);
    if (UNSAVED_GLOSSARY_QUESTION.buttons[choice] === 'Close without saving') event.preventDefault();
  });
}
