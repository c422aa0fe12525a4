import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readValidToken, TEMPORARY_TOKEN_LIFETIME_MS, type TokenClaims } from '@sentiscope/shared/contract';

export type TemporaryToken = {
  token: string;
  /** Epoch ms after which the device-conflict token is no longer usable. */
  expiresAt: number;
};

/** The token's own claims the session keeps (`exp` in epoch seconds): one type for token and state. */
type SessionClaims = { [K in 'userId' | 'exp']: TokenClaims[K] | null };

export type SessionState = SessionClaims & {
  token: string | null;
  temporaryToken: TemporaryToken | null;
  /**
   * A logout is under way: it ends the session itself (home, then the rating invite), so a 401 from another call
   * in flight at that moment does not end it first (base-query.ts).
   */
  ending: boolean;
  /**
   * Where a sign-out the user asked for leads (home after Logout or a deleted account): a guarded page sends the
   * visitor there instead of to login. Null when the session ended on its own (expired, revoked).
   */
  signedOutTo: string | null;
};

export const loggedOutSession: SessionState = { token: null, userId: null, exp: null, temporaryToken: null, ending: false, signedOutTo: null };

/** Session from a stored token: a missing, invalid or expired token means logged out. */
export function sessionFromToken(token: string | null | undefined, nowMs: number = Date.now()): SessionState {
  const claims = readValidToken(token, nowMs);
  if (!token || !claims) return loggedOutSession;
  return { token, userId: claims.userId, exp: claims.exp, temporaryToken: null, ending: false, signedOutTo: null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: loggedOutSession,
  reducers: {
    tokenSet: {
      reducer(state, action: PayloadAction<{ token: string; now: number }>) {
        const next = sessionFromToken(action.payload.token, action.payload.now);
        state.token = next.token;
        state.userId = next.userId;
        state.exp = next.exp;
        state.temporaryToken = null;
        state.signedOutTo = null;
      },
      prepare: (token: string) => ({ payload: { token, now: Date.now() } }),
    },
    temporaryTokenSet: {
      reducer(state, action: PayloadAction<TemporaryToken>) {
        state.temporaryToken = action.payload;
      },
      prepare: (token: string) => ({ payload: { token, expiresAt: Date.now() + TEMPORARY_TOKEN_LIFETIME_MS } }),
    },
    temporaryTokenCleared(state) {
      state.temporaryToken = null;
    },
    logoutStarted(state) {
      state.ending = true;
    },
    /** The logout call failed: the session goes on, and a 401 ends it again. */
    logoutFailed(state) {
      state.ending = false;
    },
    /** The session ends; `to` when the user ended it and goes there (see `signedOutTo`). */
    loggedOut(_state, action: PayloadAction<{ to: string } | undefined>) {
      return { ...loggedOutSession, signedOutTo: action.payload?.to ?? null };
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUserId: (state) => state.userId,
    selectTokenExp: (state) => state.exp,
    selectIsLoggedIn: (state) => state.token !== null,
    selectTemporaryToken: (state) => state.temporaryToken,
    selectSignedOutTo: (state) => state.signedOutTo,
  },
});

export const { tokenSet, temporaryTokenSet, temporaryTokenCleared, logoutStarted, logoutFailed, loggedOut } = sessionSlice.actions;
export const { selectToken, selectUserId, selectTokenExp, selectIsLoggedIn, selectTemporaryToken, selectSignedOutTo } =
  sessionSlice.selectors;
