export declare const PLACEHOLDER_PATTERNS: RegExp[];
export declare function findPlaceholders(visibleText: string): string[];
export declare function assertNoPlaceholders(visibleText: string, picture: string): void;
export declare function textInPicture(
  page: unknown,
  region?: { x: number; y: number; width: number; height: number },
): Promise<string>;
