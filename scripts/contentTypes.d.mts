/** The Content-Type of a static file by its extension (`.html`, `.js`, ...). */
export declare const contentTypes: Readonly<Record<string, string>>;
