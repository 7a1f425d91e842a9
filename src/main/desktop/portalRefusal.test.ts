// A failed call to the desktop's shortcuts portal is said in the user's language: the bus's usual errors by their
// D-Bus name (no portal, access denied, no answer), and only an error Glossa has no name for keeps the portal's own
// words, quoted in the sentence.
import { DBusError } from 'dbus-next';
import { describe, expect, it } from 'vitest';
import { portalRefusalOf } from './portalShortcuts';

describe("the portal's errors", () => {
  it('a desktop without the portal or its GlobalShortcuts interface: no global shortcuts here', () => {
    for (const type of [
      'org.freedesktop.DBus.Error.ServiceUnknown',
      'org.freedesktop.DBus.Error.UnknownInterface',
      'org.freedesktop.DBus.Error.UnknownMethod',
    ])
      expect(portalRefusalOf(new DBusError(type, 'The name org.freedesktop.portal.Desktop was not provided'))).toEqual({
        kind: 'noPortal',
      });
  });

  it('access denied: the desktop refused', () => {
    expect(portalRefusalOf(new DBusError('org.freedesktop.DBus.Error.AccessDenied', 'Rejected send message'))).toEqual({
      kind: 'portalRefused',
    });
  });

  it('no reply in time: the portal did not answer', () => {
    expect(portalRefusalOf(new DBusError('org.freedesktop.DBus.Error.NoReply', 'Did not receive a reply'))).toEqual({
      kind: 'portalNoAnswer',
    });
  });

  it("any other error keeps the portal's own words", () => {
    expect(portalRefusalOf(new DBusError('org.gnome.Shell.Error.Busy', 'Shortcuts are being edited'))).toEqual({
      kind: 'portalError',
      detail: 'Shortcuts are being edited',
    });
    expect(portalRefusalOf(new Error('socket closed'))).toEqual({ kind: 'portalError', detail: 'socket closed' });
  });
});
