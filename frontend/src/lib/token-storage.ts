/**
 * Where the sign-in token lives: sessionStorage by default, localStorage when the user ticked
 * "Bejelentkezve maradok". Exactly one of the two holds it; signing out clears both.
 */
const TOKEN_KEY = 'itk.jwt';

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can be unavailable (privacy mode, blocked cookies): behave as signed out.
    return fallback;
  }
}

export function readToken(): string | null {
  return safe(() => sessionStorage.getItem(TOKEN_KEY) ?? localStorage.getItem(TOKEN_KEY), null);
}

export function writeToken(token: string, stayLoggedIn: boolean): void {
  clearToken();
  safe(() => (stayLoggedIn ? localStorage : sessionStorage).setItem(TOKEN_KEY, token), undefined);
}

/** Whether the token is kept across browser restarts ("Bejelentkezve maradok" was ticked). */
export function tokenStaysSignedIn(): boolean {
  return safe(() => localStorage.getItem(TOKEN_KEY) !== null, false);
}

export function clearToken(): void {
  safe(() => {
    sessionStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(TOKEN_KEY);
  }, undefined);
}

/** The localStorage key, for listening to sign-in / sign-out in other tabs. */
export const TOKEN_STORAGE_KEY = TOKEN_KEY;
