/** Where the API is: same origin unless VITE_API_URL says otherwise. Apart from api-client.ts so that main.tsx can use it without React. */
export const API_BASE: string = import.meta.env.VITE_API_URL ?? '';
