import { describe, expect, it } from 'vitest';
import { readProxyAddress, storedProxyAddress } from './proxyAddress';

const stored = (value: string) => {
  const read = readProxyAddress(value);
  if ('problem' in read) throw new Error(read.problem);
  return storedProxyAddress(read.url);
};

describe('a proxy address', () => {
  it('is kept without credentials, path, query or fragment', () => {
    expect(stored('http://user:secret@proxy.example:3128/path?token=abc#frag')).toBe('http://proxy.example:3128/');
    expect(stored('proxy.example:8080')).toBe('http://proxy.example:8080/');
  });

  it('is refused with a reason when Glossa cannot use it', () => {
    expect(readProxyAddress('socks5://127.0.0.1:1080')).toEqual({
      problem: 'uses socks5, and Glossa only works through http:// and https:// proxies',
    });
    expect(readProxyAddress('http://')).toEqual({ problem: 'is not an address' });
  });
});
