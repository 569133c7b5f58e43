// @cadenza/sdk/react: the thin React adapter (CadenzaProvider and hooks) arrives with the SDK core.
export {};
