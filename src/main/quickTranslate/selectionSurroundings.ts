// The text around the selection, for a quick translation's context: the whole text of the focused field, read
// through the OS accessibility interface without a native module (macOS: System Events' AXValue through
// osascript, which needs the Accessibility permission the copy keystroke already needs; Windows: UI
// Automation's text or value pattern through PowerShell), cut to the paragraphs around the selection. Linux
// desktops hand over the selection alone, so there is none there. Any failure gives '' (no context, no error).
import { execFile } from 'node:child_process';

/** How far either side of the selection the context reaches (the service bills none of it). */
const AROUND_REACH_CHARS = 2000;
/** The most of a field read at all: a field larger than this is a document, not a sentence's surroundings. */
const FIELD_MAX_CHARS = 1_000_000;

const MAC_SCRIPT = `
const se = Application('System Events');
const front = se.processes.whose({ frontmost: true })[0];
const focused = front.attributes.byName('AXFocusedUIElement').value();
const value = focused.attributes.byName('AXValue').value();
typeof value === 'string' ? value : '';
`;

const WINDOWS_SCRIPT = [
  '[Console]::OutputEncoding = [System.Text.Encoding]::UTF8',
  'Add-Type -AssemblyName UIAutomationClient, UIAutomationTypes',
  '$e = [System.Windows.Automation.AutomationElement]::FocusedElement',
  '$p = $null',
  `if ($e.TryGetCurrentPattern([System.Windows.Automation.TextPattern]::Pattern, [ref]$p)) { $p.DocumentRange.GetText(${FIELD_MAX_CHARS}) }`,
  'elseif ($e.TryGetCurrentPattern([System.Windows.Automation.ValuePattern]::Pattern, [ref]$p)) { $p.Current.Value }',
].join('; ');

/**
 * The paragraphs around `selected` inside `whole`, reaching at most `reach` characters either side and cut at a
 * paragraph (else a sentence, else a space) so no word is halved. '' when the selection is not in the field
 * (the focus moved) or the field holds nothing else.
 */
export function textAround(whole: string, selected: string, reach = AROUND_REACH_CHARS): string {
  const needle = selected.trim();
  const at = needle ? whole.indexOf(needle) : -1;
  if (at < 0) return '';
  const end = at + needle.length;
  const before = cutBefore(whole.slice(Math.max(0, at - reach), at), at - reach > 0);
  const after = cutAfter(whole.slice(end, end + reach), end + reach < whole.length);
  const around = `${before}${needle}${after}`.trim();
  return around === needle ? '' : around;
}

/** Text before the selection, its first (partial) piece dropped when the field goes on above it. */
function cutBefore(text: string, partial: boolean): string {
  if (!partial) return text;
  for (const mark of ['\n', '. ', ' ']) {
    const i = text.indexOf(mark);
    if (i >= 0) return text.slice(i + mark.length);
  }
  return '';
}

/** Text after the selection, its last (partial) piece dropped when the field goes on below it. */
function cutAfter(text: string, partial: boolean): string {
  if (!partial) return text;
  for (const mark of ['\n', '. ', ' ']) {
    const i = text.lastIndexOf(mark);
    if (i >= 0) return text.slice(0, i + (mark === '. ' ? 1 : 0));
  }
  return '';
}

function run(file: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile(file, args, { timeout: 1500, windowsHide: true, maxBuffer: FIELD_MAX_CHARS * 4 }, (error, stdout) =>
      resolve(error ? '' : String(stdout)),
    );
  });
}

/** The desktop's reader of the text around a selection; undefined where the desktop gives none (Linux). */
export function selectionSurroundings(platform: NodeJS.Platform): ((selected: string) => Promise<string>) | undefined {
  const read =
    platform === 'darwin'
      ? () => run('osascript', ['-l', 'JavaScript', '-e', MAC_SCRIPT])
      : platform === 'win32'
        ? () => run('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command', WINDOWS_SCRIPT])
        : undefined;
  if (!read) return undefined;
  return async (selected) => textAround((await read()).replace(/\r\n?/g, '\n').slice(0, FIELD_MAX_CHARS), selected);
}
