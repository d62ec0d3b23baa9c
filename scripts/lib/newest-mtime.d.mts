/** The newest modification time (ms) of a file or anything under a folder; 0 when it does not exist. */
export function newestMtime(entry: string): number;
