export declare const CHROME_CANDIDATES: string[];
export declare function findChrome(env?: NodeJS.ProcessEnv): string | undefined;
