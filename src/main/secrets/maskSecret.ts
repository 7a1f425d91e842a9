// The only form of a key that is ever shown: dots and its last 4 characters.
const DOTS = '••••';

export function maskSecret(secret: string): string {
  // A short secret would be mostly revealed by its last 4 characters.
  return secret.length >= 12 ? `${DOTS}${secret.slice(-4)}` : DOTS;
}
