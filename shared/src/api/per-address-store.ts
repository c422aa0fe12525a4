/**
 * A value kept per e-mail address in the browser's storage (this tab's, or this browser's). Storage can be
 * refused (private mode, a full quota): then nothing is kept and reads find nothing, which every caller survives.
 */
export function perAddressStore(storage: () => Storage, prefix: string) {
  const key = (email: string) => `${prefix}.${email.trim().toLowerCase()}`;
  return {
    remember(email: string, value: string): void {
      try {
        storage().setItem(key(email), value);
      } catch {
        // Refused: nothing kept.
      }
    },
    read(email: string): string | undefined {
      try {
        return storage().getItem(key(email)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    forget(email: string): void {
      try {
        storage().removeItem(key(email));
      } catch {
        // Nothing stored.
      }
    },
  };
}
