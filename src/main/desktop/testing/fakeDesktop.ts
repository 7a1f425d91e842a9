// A DesktopHost for plain Node tests and the benchmark: its shortcuts can be pressed, its selection and
// clipboard set, and it records what the popup and the tray were asked to do.
import type { DesktopHost, ShortcutId, TrayAction, TrayItem } from '../../host';

export interface FakeDesktop extends DesktopHost {
  press(id: ShortcutId): void;
  clickTray(action: TrayAction): void;
  selectionText: string;
  /** The text around the selection the fake desktop gives (with `around: true`); an Error makes it fail. */
  aroundText: string | Error;
  clipboardText: string;
  /** Accelerators another program holds: registering them fails as Electron's does. */
  taken: Set<string>;
  registered: Map<ShortcutId, string>;
  /** What each registered shortcut does, as the desktop was told it (a portal shows it in its dialog). */
  descriptions: Map<ShortcutId, string>;
  popupShown: number;
  /** Called when the popup is shown (the benchmark takes its time here). */
  onPopupShown?: () => void;
  trayItems: readonly TrayItem[];
  trayVoiceRunning: boolean;
  mainWindowShown: number;
  quitCalled: boolean;
  loginItemOpen: boolean;
}

export function fakeDesktop(
  options: { platform?: DesktopHost['platform']; tray?: boolean; around?: boolean } = {},
): FakeDesktop {
  const presses = new Map<ShortcutId, () => void>();
  let trayHandler: ((action: TrayAction) => void) | undefined;
  let visible = false;
  const fake: FakeDesktop = {
    desktop: 'X11',
    platform: options.platform ?? 'linux',
    selectionText: '',
    aroundText: '',
    clipboardText: '',
    taken: new Set(),
    registered: new Map(),
    descriptions: new Map(),
    popupShown: 0,
    trayItems: [],
    trayVoiceRunning: false,
    mainWindowShown: 0,
    quitCalled: false,
    loginItemOpen: false,
    press: (id) => presses.get(id)?.(),
    clickTray: (action) => trayHandler?.(action),
    shortcuts: {
      async register(id, accelerator, onPress, description) {
        if (fake.taken.has(accelerator)) return { refused: { kind: 'taken' } };
        presses.set(id, onPress);
        fake.registered.set(id, accelerator);
        fake.descriptions.set(id, description);
        return { via: 'electron' };
      },
      async unregister(id) {
        presses.delete(id);
        fake.registered.delete(id);
      },
    },
    selection: {
      how: 'x11',
      read: async () => fake.selectionText,
      ...(options.around
        ? {
            around: async () => {
              if (fake.aroundText instanceof Error) throw fake.aroundText;
              return fake.aroundText;
            },
          }
        : {}),
    },
    clipboard: {
      readText: () => fake.clipboardText,
      writeText: (text) => void (fake.clipboardText = text),
    },
    popup: {
      show() {
        visible = true;
        fake.popupShown += 1;
        fake.onPopupShown?.();
      },
      hide: () => void (visible = false),
      isVisible: () => visible,
    },
    ...(options.tray === false
      ? {}
      : {
          tray: {
            update(items, voiceRunning) {
              fake.trayItems = items;
              fake.trayVoiceRunning = voiceRunning;
            },
            onAction: (handler) => void (trayHandler = handler),
          },
        }),
    loginItem: { supported: true, get: () => fake.loginItemOpen, set: (open) => void (fake.loginItemOpen = open) },
    showMainWindow: () => void (fake.mainWindowShown += 1),
    quit: () => void (fake.quitCalled = true),
  };
  return fake;
}
