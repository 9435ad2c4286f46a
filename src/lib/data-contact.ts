import { DEFAULT_DATA_CONTACT } from "@shared/contract/concerns.ts";

/** Where data questions go: VITE_DATA_CONTACT_EMAIL at build time, else the project's default. */
export const dataContact: string = import.meta.env.VITE_DATA_CONTACT_EMAIL || DEFAULT_DATA_CONTACT;
