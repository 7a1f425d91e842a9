// The one import of keytar. It is a native module: loading it can fail (missing build, wrong ABI), and
// that failure must become a KeychainError, not a crash at startup, so it is loaded lazily.

/** The part of keytar Glossa uses. */
export interface KeytarApi {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export type KeytarLoader = () => Promise<KeytarApi>;

export const loadKeytar: KeytarLoader = async () => {
  const loaded = (await import('keytar')) as KeytarApi & { default?: KeytarApi };
  return loaded.default ?? loaded;
};
