import type en from "./en";

/** Marathi (and any later language) must have exactly the English keys, each a string. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };

export type Resources = LocaleShape<typeof en>;
