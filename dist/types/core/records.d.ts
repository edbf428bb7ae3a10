/** Decodes UTF-8 or throws naming the byte offset of the first invalid sequence. */
export declare function decodeUtf8(buf: Uint8Array, what: string): string;
/**
 * Splits path records as bytes arrive. Line mode: newline-separated; a record holding NUL or CR
 * cannot be a line-mode path and is an error (use -z). NUL mode: NUL-separated, newlines allowed
 * inside. A final empty record (trailing separator) is dropped; blank records are kept for the
 * caller to skip. Streaming keeps a million-path input from being held twice in memory.
 */
export declare class RecordSplitter {
    private readonly nul;
    private readonly what;
    private readonly sepByte;
    private carry;
    private count;
    private offset;
    private sawSeparator;
    private sawNewline;
    constructor(nul: boolean, what: string);
    /**
     * The records completed by `chunk`. The chunk is not kept (the caller may reuse its memory): only
     * the bytes after its last separator are copied, and the record they begin is joined with the
     * next chunk's head alone, never by copying the whole next chunk.
     */
    push(chunk: Uint8Array): string[];
    end(): string[];
    private refuseBom;
    /**
     * Each record decoded as its own string, not sliced from one big string: V8 keeps a substring as a
     * view of its parent, so memos holding a few of them would keep every 1 MiB input chunk alive.
     */
    private records;
    private decode;
    private validate;
}
/**
 * The name a C-quoted line-mode record stands for, or null when the record is not one. git (and
 * other tools) print a name holding a non-ASCII byte, a control character, `"` or `\` in double
 * quotes with C escapes (`".github/workflows/d\303\251.yml"`) unless -z is given; read as it is,
 * the quoted text is a harmless relative name. Only octal escapes and `\a\b\t\n\v\f\r\"\\` are
 * git's (quote.c); anything else is no such record. The bytes must be UTF-8, as every input's are.
 */
export declare function unquoteCName(record: string): string | null;
/** All records of a complete buffer (see RecordSplitter). */
export declare function splitPathRecords(buf: Uint8Array, nul: boolean, what: string): string[];
