// The contract's `app` area: what runs the services, and the one gate for external links.
import type { AreaHandlers } from '../../shared/contract';
import { ValidationError, fieldIssue } from '../../shared/errors';
import { isSafeExternalUrl } from '../shell/security';
import type { Host } from '../host';

export function appHandlers(
  host: Host,
  appVersion: string,
  dataFolderProblems: () => string[] = () => [],
): AreaHandlers<'app'> {
  return {
    getInfo: async () => {
      const problems = dataFolderProblems();
      return {
        name: 'Glossa',
        version: appVersion,
        platform: process.platform,
        host: host.kind,
        ...(host.systemLanguages ? { systemLanguages: host.systemLanguages().slice(0, 20) } : {}),
        ...(problems.length > 0 ? { dataFolderProblems: problems } : {}),
      };
    },
    openExternal: async ({ url }) => {
      if (!isSafeExternalUrl(url)) {
        throw new ValidationError([fieldIssue('url', { id: 'app.error.unsafeLink' })]);
      }
      await host.openInBrowser(url);
      return { opened: true };
    },
    cancelCall: async ({ callId }, ctx) => ({ cancelled: ctx.cancelCall?.(callId) ?? false }),
  };
}
