/** The only place the web reads import.meta.env. */
export const env = {
  mode: import.meta.env.MODE,
  dev: import.meta.env.DEV,
  /** API origin; empty means same origin (the server serves the app). */
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
} as const;
