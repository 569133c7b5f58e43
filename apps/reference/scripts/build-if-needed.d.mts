export declare const appDir: string;
export declare const repoRoot: string;
export declare const distDir: string;
export declare function buildReason(): string | null;
export declare function build(): Promise<void>;
export declare function buildIfNeeded(log?: (line: string) => void): Promise<string>;
