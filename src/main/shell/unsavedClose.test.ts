import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNSAVED_GLOSSARY_QUESTION, askBeforeClosingUnsaved, type CloseQuestion } from './unsavedClose';

/** A window's contents as Electron drives them: the page refused to unload, and the unload goes on only if prevented. */
function windowWith(answer: number) {
  const contents = new EventEmitter();
  const asked: CloseQuestion[] = [];
  askBeforeClosingUnsaved(contents, (question) => (asked.push(question), answer));
  const tryToClose = () => {
    let closes = false;
    contents.emit('will-prevent-unload', { preventDefault: () => (closes = true) });
    return closes;
  };
  return { asked, tryToClose };
}

describe('closing a window with unsaved glossary edits', () => {
  it('asks first, saying the edits are kept as a draft but not on the service yet', () => {
    const { asked, tryToClose } = windowWith(1);
    tryToClose();
    expect(asked).toEqual([UNSAVED_GLOSSARY_QUESTION]);
    expect(asked[0]!.message).toBe('A glossary has unsaved changes.');
    expect(asked[0]!.detail).toContain('kept as a draft');
  });

  it('"Close without saving" lets the window close (its draft goes to main as the page hides)', () => {
    expect(windowWith(0).tryToClose()).toBe(true);
  });

  it('"Stay", Escape or closing the box keeps the window and its edits', () => {
    expect(windowWith(1).tryToClose()).toBe(false);
    expect(windowWith(UNSAVED_GLOSSARY_QUESTION.cancelId).tryToClose()).toBe(false);
    // "Stay" is the default: Enter on the box does not lose anything either.
    expect(UNSAVED_GLOSSARY_QUESTION.buttons[UNSAVED_GLOSSARY_QUESTION.defaultId]).toBe('Stay');
  });

  it("is wired to the main window's contents with Electron's message box (the one edge left)", () => {
    const source = readFileSync(join(__dirname, 'window.ts'), 'utf8');
    expect(source).toContain(
      'askBeforeClosingUnsaved(win.webContents, (question) => dialog.showMessageBoxSync(win, question));',
    );
  });
});
