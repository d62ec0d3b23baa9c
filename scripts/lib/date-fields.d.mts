export declare function dateFieldNames(page: unknown): Promise<string[]>;
export declare function notPtBrDateFields(names: string[]): string[];
export declare function assertPtBrDates(page: unknown, picture: string): Promise<void>;
