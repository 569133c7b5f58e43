/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CADENZA_API_URL?: string;
}
