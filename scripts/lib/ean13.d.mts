/** The 95 modules of an EAN-13 as a string of 0 (space) and 1 (bar). */
export function ean13Modules(code: string): string;
