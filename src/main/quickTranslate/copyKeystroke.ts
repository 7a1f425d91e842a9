// The copy keystroke sent to the front app on Windows and macOS, without a native module: macOS through
// System Events (osascript; needs Glossa allowed under Privacy & Security → Accessibility), Windows through
// Windows Script Host's SendKeys (cscript, which starts in tens of milliseconds, unlike PowerShell).
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ValidationError, fieldIssue } from '../../shared/errors';

const WINDOWS_SCRIPT = 'WScript.CreateObject("WScript.Shell").SendKeys("^c");\r\n';

function run(file: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: 3000, windowsHide: true }, (error, _stdout, stderr) =>
      error ? reject(Object.assign(error, { stderr })) : resolve(),
    );
  });
}

/** A function that sends Ctrl+C (Cmd+C) to the front app; `scriptDir` holds the small Windows script. */
export function copyKeystroke(platform: NodeJS.Platform, scriptDir: string): () => Promise<void> {
  if (platform === 'darwin') {
    return async () => {
      try {
        await run('osascript', ['-e', 'tell application "System Events" to keystroke "c" using {command down}']);
      } catch (error) {
        throw new ValidationError([fieldIssue('selection', { id: 'quickTranslate.error.copyKeystrokeDenied' })], {
          saysNextStep: { id: 'quickTranslate.error.copyKeystrokeDenied.nextStep' },
          serverDetail: String((error as { stderr?: string }).stderr ?? ''),
        });
      }
    };
  }
  if (platform === 'win32') {
    let script: Promise<string> | undefined;
    return async () => {
      script ??= writeFile(join(scriptDir, 'glossa-copy.js'), WINDOWS_SCRIPT).then(() =>
        join(scriptDir, 'glossa-copy.js'),
      );
      await run('cscript', ['//nologo', '//E:jscript', await script]);
    };
  }
  return async () => {
    throw new ValidationError([fieldIssue('selection', { id: 'quickTranslate.error.noKeystrokeOnLinux' })]);
  };
}
