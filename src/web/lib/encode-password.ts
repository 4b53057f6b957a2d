/** UTF-8 bytes of a password, base64-encoded, as the login and password calls expect (spec section 7). */
export function encodePassword(password: string): string {
  const bytes = new TextEncoder().encode(password);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}
