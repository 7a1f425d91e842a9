// What a proxy address in Settings may be: http:// or https:// (a bare host:port means http://). One rule for
// the Settings form (main checks it before saving) and for a settings file written by hand (the app starts
// without a proxy it cannot use, and says so). Pure.

/** The address as a URL, or a sentence saying why Glossa cannot use it. */
export function readProxyAddress(value: string): { url: URL } | { problem: string } {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
  } catch {
    return { problem: 'is not an address' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return {
      problem: `uses ${url.protocol.replace(/:$/, '')}, and Glossa only works through http:// and https:// proxies`,
    };
  if (!url.hostname) return { problem: 'has no host' };
  return { url };
}

/** The address as Settings keep it: scheme, host and port only (no credentials, path, query or fragment). */
export function storedProxyAddress(url: URL): string {
  return new URL(`${url.protocol}//${url.host}`).href;
}
