export declare const CHROMIUM: string;
export declare const PT_BR_BROWSER_ENV: { LANGUAGE: string };
export declare function ensureChromium(): Promise<void>;
